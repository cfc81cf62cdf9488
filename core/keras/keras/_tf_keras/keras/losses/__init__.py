"""tf.keras.losses."""
from keras.losses import *  # noqa: F401,F403
