"""tf.keras.applications.imagenet_utils."""
from keras.applications.imagenet_utils import *  # noqa: F401,F403
