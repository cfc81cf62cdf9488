"""tf.keras.applications.mobilenet."""
from keras.applications.mobilenet import *  # noqa: F401,F403
