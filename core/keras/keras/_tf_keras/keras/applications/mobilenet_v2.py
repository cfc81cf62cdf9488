"""tf.keras.applications.mobilenet_v2."""
from keras.applications.mobilenet_v2 import *  # noqa: F401,F403
