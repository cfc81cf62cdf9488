"""keras.ops."""
from keras.src.ops import *  # noqa: F401,F403
