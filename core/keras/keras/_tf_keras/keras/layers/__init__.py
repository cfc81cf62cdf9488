"""tf.keras.layers."""
from keras.layers import *  # noqa: F401,F403
