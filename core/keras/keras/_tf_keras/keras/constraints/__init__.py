"""tf.keras.constraints."""
from keras.constraints import *  # noqa: F401,F403
