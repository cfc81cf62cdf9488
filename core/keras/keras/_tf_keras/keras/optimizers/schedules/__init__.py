"""tf.keras.optimizers.schedules."""
from keras.optimizers.schedules import *  # noqa: F401,F403
