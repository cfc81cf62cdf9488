"""keras.constraints."""
from keras.src.constraints import *  # noqa: F401,F403
