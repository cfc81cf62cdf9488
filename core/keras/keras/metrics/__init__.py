"""keras.metrics."""
from keras.src.metrics import *  # noqa: F401,F403
