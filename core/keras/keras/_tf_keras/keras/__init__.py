"""tf.keras: Keras 3's tf.keras view (keras/_tf_keras/keras in the pip package). It shares its
modules and classes with `import keras`, except five modules of its own: backend, layers,
losses and metrics (with Keras 2's aliases such as `MSE` and `logcosh`) and preprocessing."""
from keras import *  # noqa: F401,F403
from keras import __version__  # noqa: F401
import keras._tf_keras.keras.backend as backend
import keras._tf_keras.keras.layers as layers
import keras._tf_keras.keras.losses as losses
import keras._tf_keras.keras.metrics as metrics
import keras._tf_keras.keras.preprocessing as preprocessing
