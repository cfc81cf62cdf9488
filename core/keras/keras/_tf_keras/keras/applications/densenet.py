"""tf.keras.applications.densenet."""
from keras.applications.densenet import *  # noqa: F401,F403
