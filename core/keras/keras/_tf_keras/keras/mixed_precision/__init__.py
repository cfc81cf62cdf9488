"""tf.keras.mixed_precision."""
from keras.mixed_precision import *  # noqa: F401,F403
