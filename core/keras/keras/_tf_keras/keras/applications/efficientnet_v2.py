"""tf.keras.applications.efficientnet_v2."""
from keras.applications.efficientnet_v2 import *  # noqa: F401,F403
