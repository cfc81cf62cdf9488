"""tf.keras.layers: keras.layers with Keras 2's AlphaDropout, RandomHeight, RandomWidth and
ThresholdedReLU (Keras's tf.keras view, keras/api/_tf_keras/keras/layers)."""
from keras.layers import *  # noqa: F401,F403
from keras.src.legacy.layers import AlphaDropout  # noqa: F401
from keras.src.legacy.layers import RandomHeight  # noqa: F401
from keras.src.legacy.layers import RandomWidth  # noqa: F401
from keras.src.legacy.layers import ThresholdedReLU  # noqa: F401
