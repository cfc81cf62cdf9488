"""tf.keras.applications.nasnet."""
from keras.applications.nasnet import *  # noqa: F401,F403
