"""tf.keras.utils."""
from keras.utils import *  # noqa: F401,F403
