"""tf.keras.initializers."""
from keras.initializers import *  # noqa: F401,F403
