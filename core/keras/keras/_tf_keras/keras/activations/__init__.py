"""tf.keras.activations."""
from keras.activations import *  # noqa: F401,F403
