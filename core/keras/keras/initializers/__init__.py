"""keras.initializers."""
from keras.src.initializers import *  # noqa: F401,F403
