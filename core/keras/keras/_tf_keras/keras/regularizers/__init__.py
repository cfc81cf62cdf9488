"""tf.keras.regularizers."""
from keras.regularizers import *  # noqa: F401,F403
