"""tf.keras.dtype_policies."""
from keras.dtype_policies import *  # noqa: F401,F403
