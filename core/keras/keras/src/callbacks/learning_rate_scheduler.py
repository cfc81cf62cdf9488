"""LearningRateScheduler (keras/src/callbacks/learning_rate_scheduler.py): sets the optimizer's
learning rate from `schedule(epoch, lr)` (or `schedule(epoch)`) at each epoch's start."""
import numpy as np

from keras.src import backend
from keras.src.callbacks.callback import Callback
from keras.src.utils import io_utils


class LearningRateScheduler(Callback):
    def __init__(self, schedule, verbose=0):
        super().__init__()
        self.schedule = schedule
        self.verbose = verbose

    def on_epoch_begin(self, epoch, logs=None):
        if not hasattr(self.model.optimizer, "learning_rate"):
            raise ValueError('Optimizer must have a "learning_rate" attribute.')
        try:  # new API
            learning_rate = float(backend.convert_to_numpy(self.model.optimizer.learning_rate))
            learning_rate = self.schedule(epoch, learning_rate)
        except TypeError:  # a schedule of the epoch alone
            learning_rate = self.schedule(epoch)
        if not isinstance(learning_rate, (float, np.float32, np.float64)):
            raise ValueError(f"The output of the `schedule` function should be a float. Got: {learning_rate}")
        self.model.optimizer.learning_rate = learning_rate
        if self.verbose > 0:
            io_utils.print_msg(f"\nEpoch {epoch + 1}: LearningRateScheduler setting learning rate to {learning_rate}.")

    def on_epoch_end(self, epoch, logs=None):
        logs = logs or {}
        logs["learning_rate"] = float(backend.convert_to_numpy(self.model.optimizer.learning_rate))
