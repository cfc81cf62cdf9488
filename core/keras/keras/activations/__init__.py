"""keras.activations."""
from keras.src.activations import *  # noqa: F401,F403
