"""tf.keras.applications.resnet."""
from keras.applications.resnet import *  # noqa: F401,F403
