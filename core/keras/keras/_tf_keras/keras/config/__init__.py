"""tf.keras.config."""
from keras.config import *  # noqa: F401,F403
