"""keras.random."""
from keras.src.random import *  # noqa: F401,F403
