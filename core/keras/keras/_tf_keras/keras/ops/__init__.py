"""tf.keras.ops."""
from keras.ops import *  # noqa: F401,F403
