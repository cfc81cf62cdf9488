"""keras.optimizers."""
from keras.src.optimizers import *  # noqa: F401,F403
import keras.optimizers.legacy as legacy
import keras.optimizers.schedules as schedules
