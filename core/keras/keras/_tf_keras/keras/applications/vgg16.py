"""tf.keras.applications.vgg16."""
from keras.applications.vgg16 import *  # noqa: F401,F403
