"""keras.layers: the public layer classes."""
from keras.src.layers import *  # noqa: F401,F403
