"""tf.keras.random."""
from keras.random import *  # noqa: F401,F403
