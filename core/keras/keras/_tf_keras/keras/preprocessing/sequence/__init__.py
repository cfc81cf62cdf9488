"""tf.keras.preprocessing.sequence."""
from keras.preprocessing.sequence import *  # noqa: F401,F403
