"""tf.keras.applications.resnet50."""
from keras.applications.resnet50 import *  # noqa: F401,F403
