"""keras.losses."""
from keras.src.losses import *  # noqa: F401,F403
