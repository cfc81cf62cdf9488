"""keras.callbacks."""
from keras.src.callbacks import *  # noqa: F401,F403
