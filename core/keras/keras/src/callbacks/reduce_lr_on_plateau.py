"""ReduceLROnPlateau (keras/src/callbacks/reduce_lr_on_plateau.py): multiplies the learning rate
by `factor` after `patience` epochs without improvement of `monitor`, then waits `cooldown`
epochs."""
import numpy as np

from keras.src import backend
from keras.src.callbacks.monitor_callback import MonitorCallback
from keras.src.utils import io_utils
from keras.src.utils.warning_sites import warn_at


class ReduceLROnPlateau(MonitorCallback):
    _init_call_site = ("callbacks/reduce_lr_on_plateau.py", 60, "super().__init__(monitor, mode, min_delta=min_delta)")

    def __init__(self, monitor="val_loss", factor=0.1, patience=10, verbose=0, mode="auto", min_delta=1e-4,
                 cooldown=0, min_lr=0.0, **kwargs):
        super().__init__(monitor, mode, min_delta=min_delta)
        if factor >= 1.0:
            raise ValueError(f"ReduceLROnPlateau does not support a factor >= 1.0. Received factor={factor}")
        self.factor = factor
        self.min_lr = min_lr
        self.patience = patience
        self.verbose = verbose
        self.cooldown = cooldown
        self.cooldown_counter = 0  # counter for the cooldown period
        self.wait = 0

    def _reset(self):
        self.cooldown_counter = 0
        self.wait = 0

    def on_train_begin(self, logs=None):
        self._reset()

    def on_epoch_end(self, epoch, logs=None):
        if self.monitor_op is None:
            self._set_monitor_op()
        logs = logs or {}
        logs["learning_rate"] = float(backend.convert_to_numpy(self.model.optimizer.learning_rate))
        current = logs.get(self.monitor)
        if current is None:
            # stacklevel=2 names CallbackList.on_epoch_end's call of the callback.
            warn_at(
                f"Learning rate reduction is conditioned on metric `{self.monitor}` which is not available. "
                f"Available metrics are: {','.join(list(logs.keys()))}.",
                UserWarning,
                ("callbacks/callback_list.py", 145, "callback.on_epoch_end(epoch, logs)"),
            )
            return
        if self.in_cooldown():
            self.cooldown_counter -= 1
            self.wait = 0
        if self._is_improvement(current, self.best):
            self.best = current
            self.wait = 0
        elif not self.in_cooldown():
            self.wait += 1
            if self.wait >= self.patience:
                old_lr = float(backend.convert_to_numpy(self.model.optimizer.learning_rate))
                if old_lr > np.float32(self.min_lr):
                    new_lr = old_lr * self.factor
                    new_lr = max(new_lr, self.min_lr)
                    self.model.optimizer.learning_rate = new_lr
                    if self.verbose > 0:
                        io_utils.print_msg(f"\nEpoch {epoch + 1}: ReduceLROnPlateau reducing learning rate to {new_lr}.")
                    self.cooldown_counter = self.cooldown
                    self.wait = 0

    def in_cooldown(self):
        return self.cooldown_counter > 0
