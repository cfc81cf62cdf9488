"""tf.keras.metrics."""
from keras.metrics import *  # noqa: F401,F403
