"""tf.keras.preprocessing."""
from keras.preprocessing import *  # noqa: F401,F403
import keras._tf_keras.keras.preprocessing.image as image
import keras._tf_keras.keras.preprocessing.sequence as sequence
