"""tf.keras.callbacks."""
from keras.callbacks import *  # noqa: F401,F403
