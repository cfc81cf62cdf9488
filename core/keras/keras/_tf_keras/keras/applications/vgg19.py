"""tf.keras.applications.vgg19."""
from keras.applications.vgg19 import *  # noqa: F401,F403
