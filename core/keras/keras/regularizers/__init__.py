"""keras.regularizers."""
from keras.src.regularizers import *  # noqa: F401,F403
