"""tf.keras.applications.mobilenet_v3."""
from keras.applications.mobilenet_v3 import *  # noqa: F401,F403
