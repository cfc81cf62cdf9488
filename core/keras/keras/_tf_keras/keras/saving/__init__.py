"""tf.keras.saving."""
from keras.saving import *  # noqa: F401,F403
