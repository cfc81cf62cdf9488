"""tf.keras.preprocessing.image."""
from keras.preprocessing.image import *  # noqa: F401,F403
