"""tf.keras.layers: keras.layers with Keras 2's AlphaDropout, RandomHeight, RandomWidth and
ThresholdedReLU (Keras's tf.keras view, keras/api/_tf_keras/keras/layers)."""
import keras.layers as _layers
from keras.src.utils.public_api import export_view as _export_view

_export_view(globals(), _layers, dict.fromkeys(
    ("AlphaDropout", "RandomHeight", "RandomWidth", "ThresholdedReLU"), "keras.src.legacy.layers"))
