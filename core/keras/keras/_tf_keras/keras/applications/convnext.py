"""tf.keras.applications.convnext."""
from keras.applications.convnext import *  # noqa: F401,F403
