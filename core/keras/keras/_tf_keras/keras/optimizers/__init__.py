"""tf.keras.optimizers."""
from keras.optimizers import *  # noqa: F401,F403
import keras._tf_keras.keras.optimizers.legacy as legacy
import keras._tf_keras.keras.optimizers.schedules as schedules
