"""keras.optimizers.schedules."""
from keras.src.optimizers.schedules import *  # noqa: F401,F403
