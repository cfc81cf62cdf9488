"""ModelCheckpoint (keras/src/callbacks/model_checkpoint.py): saves the model (`model.save`) or
its weights (`model.save_weights`) to the run's file system at the end of each epoch or every
`save_freq` batches, optionally only when the monitored value improved."""
import os

import numpy as np

from keras.src import backend
from keras.src.callbacks.monitor_callback import MonitorCallback
from keras.src.utils import file_utils
from keras.src.utils import io_utils
from keras.src.utils.warning_sites import warn_at


class ModelCheckpoint(MonitorCallback):
    # Keras's `warnings.warn(..., stacklevel=2)` names the call in `_save_model`; the scalar
    # check's warning has no stacklevel and names its own line.
    _missing_monitor_site = ("callbacks/model_checkpoint.py", 276,
                             "if self._should_save_model(epoch, batch, logs, filepath):")
    _not_scalar_site = ("callbacks/model_checkpoint.py", 233, "warnings.warn(")

    def __init__(self, filepath, monitor="val_loss", verbose=0, save_best_only=False, save_weights_only=False,
                 mode="auto", save_freq="epoch", initial_value_threshold=None):
        super().__init__(monitor, mode, initial_value_threshold)
        self.verbose = verbose
        self.filepath = file_utils.path_to_string(filepath)
        self.save_best_only = save_best_only
        self.save_weights_only = save_weights_only
        self.save_freq = save_freq
        self._batches_seen_since_last_saving = 0
        self._last_batch_seen = 0

        if self.save_freq != "epoch" and not isinstance(self.save_freq, int):
            raise ValueError(
                f"Unrecognized save_freq: {self.save_freq}. "
                "Expected save_freq are 'epoch' or integer values"
            )
        if save_weights_only:
            if not self.filepath.endswith(".weights.h5"):
                raise ValueError(
                    "When using `save_weights_only=True` in `ModelCheckpoint`"
                    ", the filepath provided must end in `.weights.h5` "
                    "(Keras weights format). Received: "
                    f"filepath={self.filepath}"
                )
        elif not any(self.filepath.endswith(ext) for ext in (".keras", ".h5")):
            raise ValueError(
                "The filepath provided must end in `.keras` "
                "(Keras model format). Received: "
                f"filepath={self.filepath}"
            )

    def on_train_batch_end(self, batch, logs=None):
        if self._should_save_on_batch(batch):
            self._save_model(epoch=self._current_epoch, batch=batch, logs=logs)

    def on_epoch_begin(self, epoch, logs=None):
        self._current_epoch = epoch

    def on_epoch_end(self, epoch, logs=None):
        if self.monitor_op is None:
            # Set up once the model's metrics are all built.
            self._set_monitor_op()
        if self.save_freq == "epoch":
            self._save_model(epoch=epoch, batch=None, logs=logs)

    def _should_save_on_batch(self, batch):
        """Whether `save_freq` batches have passed since the last save (a batch index not above
        the last one seen starts a new epoch)."""
        if self.save_freq == "epoch":
            return False
        if batch <= self._last_batch_seen:
            add_batches = batch + 1
        else:
            add_batches = batch - self._last_batch_seen
        self._batches_seen_since_last_saving += add_batches
        self._last_batch_seen = batch
        if self._batches_seen_since_last_saving >= self.save_freq:
            self._batches_seen_since_last_saving = 0
            return True
        return False

    def _should_save_model(self, epoch, batch, logs, filepath):
        """Whether to save now: always unless `save_best_only`, then only on an improvement of
        `monitor` (saving anyway, with a warning, when it is missing or not a scalar)."""
        logs = logs or {}
        if not self.save_best_only:
            if self.verbose > 0:
                io_utils.print_msg(f"\nEpoch {epoch + 1}: saving model to {filepath}")
            return True
        current = logs.get(self.monitor)
        if current is None:
            warn_at(f"Can save best model only with {self.monitor} available.", UserWarning,
                    self._missing_monitor_site)
            return True
        if (isinstance(current, np.ndarray) or backend.is_tensor(current)) and len(current.shape) > 0:
            warn_at("Can save best model only when `monitor` is "
                    f"a scalar value. Received: {current}. "
                    "Falling back to `save_best_only=False`.", UserWarning, self._not_scalar_site)
            return True
        best_str = "None" if self.best is None else f"{self.best:.5f}"
        if self._is_improvement(current, self.best):
            if self.verbose > 0:
                io_utils.print_msg(
                    f"\nEpoch {epoch + 1}: {self.monitor} "
                    f"improved from {best_str} to {current:.5f}, "
                    f"saving model to {filepath}"
                )
            self.best = current
            return True
        if self.verbose > 0:
            io_utils.print_msg(f"\nEpoch {epoch + 1}: {self.monitor} did not improve from {best_str}")
        return False

    def _save_model(self, epoch, batch, logs):
        filepath = self._get_file_path(epoch, batch, logs)
        try:
            if self._should_save_model(epoch, batch, logs, filepath):
                dirname = os.path.dirname(filepath)
                if dirname and not os.path.exists(dirname):
                    os.makedirs(dirname)
                if self.save_weights_only:
                    self.model.save_weights(filepath, overwrite=True)
                else:
                    self.model.save(filepath, overwrite=True)
        except IsADirectoryError:
            raise IOError(
                "Please specify a non-directory filepath for "
                "ModelCheckpoint. Filepath used is an existing "
                f"directory: {filepath}"
            )

    def _get_file_path(self, epoch, batch, logs):
        """`filepath` with `{epoch}`, `{batch}` and the logs' keys filled in (1-based epoch and
        batch); a placeholder the logs lack raises Keras's KeyError."""
        try:
            if batch is None or "batch" in logs:
                file_path = self.filepath.format(epoch=epoch + 1, **logs)
            else:
                file_path = self.filepath.format(epoch=epoch + 1, batch=batch + 1, **logs)
        except KeyError as e:
            raise KeyError(f'Failed to format this callback filepath: "{self.filepath}". Reason: {e}')
        return file_path

    def _checkpoint_exists(self, filepath):
        return os.path.exists(filepath)
