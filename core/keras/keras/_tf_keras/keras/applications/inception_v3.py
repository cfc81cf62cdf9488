"""tf.keras.applications.inception_v3."""
from keras.applications.inception_v3 import *  # noqa: F401,F403
