"""keras.optimizers.schedules."""
from keras.src.optimizers.schedules.learning_rate_schedule import (
    ExponentialDecay,
    InverseTimeDecay,
    LearningRateSchedule,
)
