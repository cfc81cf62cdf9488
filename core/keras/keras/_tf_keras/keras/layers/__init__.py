"""tf.keras.layers: keras.layers (Keras's tf.keras view, keras/api/_tf_keras/keras/layers, adds
three legacy layers tfplay does not have yet)."""
from keras.layers import *  # noqa: F401,F403
