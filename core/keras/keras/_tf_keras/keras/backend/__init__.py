"""tf.keras.backend."""
from keras.backend import *  # noqa: F401,F403
