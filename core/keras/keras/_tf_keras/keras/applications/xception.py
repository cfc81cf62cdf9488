"""tf.keras.applications.xception."""
from keras.applications.xception import *  # noqa: F401,F403
