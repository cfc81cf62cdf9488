"""tf.keras.applications.efficientnet."""
from keras.applications.efficientnet import *  # noqa: F401,F403
