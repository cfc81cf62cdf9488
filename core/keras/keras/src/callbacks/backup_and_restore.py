"""BackupAndRestore (keras/src/callbacks/backup_and_restore.py): keeps the model's weights and
the epoch reached in `backup_dir` (latest.weights.h5 and training_metadata.json, in the run's
file system) at each epoch's end or every `save_freq` batches, so that a fit interrupted and
run again resumes from there; the folder is deleted when training ends (delete_checkpoint)."""
import json
import os
import shutil

from keras.src.callbacks.callback import Callback


class BackupAndRestore(Callback):
    def __init__(self, backup_dir, save_freq="epoch", double_checkpoint=False, delete_checkpoint=True):
        super().__init__()
        self.save_freq = save_freq
        self.double_checkpoint = double_checkpoint
        self.delete_checkpoint = delete_checkpoint
        self._batches_seen_since_last_saving = 0
        self._last_batch_seen = 0
        self._current_epoch = 0

        if not backup_dir:
            raise ValueError("Empty `backup_dir` argument passed")
        self.backup_dir = backup_dir
        self._weights_path = os.path.join(backup_dir, "latest.weights.h5")
        self._training_metadata_path = os.path.join(backup_dir, "training_metadata.json")
        self._prev_weights_path = self._weights_path + ".bkp"
        self._prev_training_metadata_path = self._training_metadata_path + ".bkp"
        if save_freq != "epoch" and not isinstance(save_freq, int):
            raise ValueError(
                "Invalid value for argument `save_freq`. "
                f"Received: save_freq={save_freq}. "
                "Expected either 'epoch' or an integer value."
            )

    def on_train_begin(self, logs=None):
        try:
            self._load_model()
        except OSError as e:
            # A broken latest backup: fall back to the previous one (double_checkpoint).
            if not os.path.exists(self._prev_weights_path):
                raise e
            shutil.copy(self._prev_weights_path, self._weights_path)
            if os.path.exists(self._prev_training_metadata_path):
                shutil.copy(self._prev_training_metadata_path, self._training_metadata_path)
            elif os.path.exists(self._training_metadata_path):
                os.remove(self._training_metadata_path)
            self._load_model()

    def _load_model(self):
        """Restores the weights and the epoch to start from, when a backup exists."""
        if not self.model.built:
            raise ValueError(
                "To use the BackupAndRestore callback, "
                "you model must be built before you call `fit()`. "
                f"Model {self.model} is unbuilt. You can build it "
                "beforehand by calling it on a batch of data."
            )
        if os.path.exists(self._weights_path):
            if self.model.optimizer is not None and not self.model.optimizer.built:
                self.model.optimizer.build(self.model.trainable_variables)
            self.model.load_weights(self._weights_path)
        if os.path.exists(self._training_metadata_path):
            with open(self._training_metadata_path, "r") as f:
                training_metadata = json.loads(f.read())
            epoch = training_metadata["epoch"]
            self.model._initial_epoch = epoch

    def on_epoch_end(self, epoch, logs=None):
        self._current_epoch = epoch + 1
        self._last_batch_seen = 0
        if self.save_freq == "epoch":
            self._save_model()

    def on_train_batch_end(self, batch, logs=None):
        if self._should_save_on_batch(batch):
            self._save_model()

    def _save_model(self):
        if not os.path.exists(self.backup_dir):
            os.makedirs(self.backup_dir)
        if self.double_checkpoint and os.path.exists(self._weights_path):
            shutil.copy(self._weights_path, self._prev_weights_path)
        if self.double_checkpoint and os.path.exists(self._training_metadata_path):
            shutil.copy(self._training_metadata_path, self._prev_training_metadata_path)
        self.model.save_weights(filepath=self._weights_path, overwrite=True)
        with open(self._training_metadata_path, "w") as f:
            training_metadata = {"epoch": self._current_epoch, "batch": self._last_batch_seen}
            f.write(json.dumps(training_metadata))

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

    def on_train_end(self, logs=None):
        if self.delete_checkpoint and os.path.exists(self.backup_dir):
            shutil.rmtree(self.backup_dir)
