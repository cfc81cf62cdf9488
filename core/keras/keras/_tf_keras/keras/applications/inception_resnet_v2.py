"""tf.keras.applications.inception_resnet_v2."""
from keras.applications.inception_resnet_v2 import *  # noqa: F401,F403
