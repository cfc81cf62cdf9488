"""tf.keras.models."""
from keras.models import *  # noqa: F401,F403
