"""tf.keras.applications.resnet_v2."""
from keras.applications.resnet_v2 import *  # noqa: F401,F403
