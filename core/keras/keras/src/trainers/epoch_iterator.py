"""EpochIterator (keras/src/trainers/epoch_iterator.py with the TF trainer's TFEpochIterator):
yields `(begin_step, end_step, iterator)` for each step of an epoch, over one tf.data iterator
per epoch; an iterator that runs out (OutOfRangeError) ends the epoch."""

import tensorflow as tf

from keras.src.backend import config
from keras.src.trainers import data_adapters
from keras.src.utils.warning_sites import warn_at


class StopEpoch(Exception):
    """The data ran out before the epoch's step count (Keras turns this into StopIteration)."""


class EpochIterator:
    def __init__(self, x, y=None, sample_weight=None, batch_size=None, steps_per_epoch=None, shuffle=False,
                 class_weight=None, steps_per_execution=1):
        # Possibly cap steps_per_epoch for debugging runs.
        max_steps_per_epoch = config.max_steps_per_epoch()
        if max_steps_per_epoch:
            if not steps_per_epoch or max_steps_per_epoch < steps_per_epoch:
                warn_at("Limiting steps_per_epoch to %d" % max_steps_per_epoch, UserWarning,
                        ("trainers/epoch_iterator.py", 65, "warnings.warn("))
                steps_per_epoch = max_steps_per_epoch
        self.steps_per_epoch = steps_per_epoch
        self.steps_per_execution = steps_per_execution
        self._current_iterator = None
        self._epoch_iterator = None
        self._steps_seen = 0
        self.data_adapter = data_adapters.get_data_adapter(x=x, y=y, sample_weight=sample_weight,
                                                           batch_size=batch_size, steps_per_epoch=steps_per_epoch,
                                                           shuffle=shuffle, class_weight=class_weight)
        self._num_batches = self.data_adapter.num_batches
        self._dataset = self.data_adapter.get_tf_dataset()

    def _get_iterator(self):
        return self._dataset

    def _interrupted_warning(self, line=164):
        # Keras warns from _enumerate_iterator (line 116) when the number of batches is known,
        # else from catch_stop_iteration (line 164); the warning names the caller (stacklevel=2).
        warn_at(
            "Your input ran out of data; interrupting training. Make sure that your dataset or generator can "
            "generate at least `steps_per_epoch * epochs` batches. You may need to use the `.repeat()` function "
            "when building your dataset.",
            UserWarning, ("trainers/epoch_iterator.py", line, "self._interrupted_warning()"),
        )

    def reset(self):
        self._current_iterator = None
        self._num_batches = self.data_adapter.num_batches
        self._steps_seen = 0
        self._epoch_iterator = None
        self.data_adapter.on_epoch_end()

    def _enumerate_iterator(self):
        self.data_adapter.on_epoch_begin()
        steps_per_epoch = self.steps_per_epoch or self._num_batches or -1
        if steps_per_epoch > 0:
            if self._current_iterator is None or self.steps_per_epoch is None:
                self._current_iterator = iter(self._get_iterator())
                self._steps_seen = 0
            for step in range(0, steps_per_epoch, self.steps_per_execution):
                if self._num_batches and self._steps_seen >= self._num_batches:
                    if self.steps_per_epoch:
                        self._interrupted_warning(116)
                    break
                self._steps_seen += self.steps_per_execution
                yield step, step + self.steps_per_execution - 1, self._current_iterator
            if self._num_batches and self._steps_seen >= self._num_batches:
                self._current_iterator = iter(self._get_iterator())
                self._steps_seen = 0
        else:
            iterator = iter(self._get_iterator())
            step = -self.steps_per_execution
            while True:
                step += self.steps_per_execution
                self._steps_seen = step + self.steps_per_execution
                yield step, step + self.steps_per_execution - 1, iterator
        self.data_adapter.on_epoch_end()

    def __iter__(self):
        # The generator itself, so a `for` over the epoch resumes it without a __next__ call.
        self._epoch_iterator = self._enumerate_iterator()
        return self._epoch_iterator

    def __next__(self):
        return next(self._epoch_iterator)

    def run_step(self, step_fn, iterator):
        """`step_fn(iterator)`, with the end of the data (StopIteration, OutOfRangeError) turned
        into StopEpoch after the bookkeeping Keras's catch_stop_iteration does."""
        try:
            return step_fn(iterator)
        except (StopIteration, tf.errors.OutOfRangeError):
            if self._num_batches is None:
                self._num_batches = self._steps_seen
            self._interrupted_warning()
            self._current_iterator = None
            self.data_adapter.on_epoch_end()
            raise StopEpoch()

    @property
    def num_batches(self):
        if self.steps_per_epoch:
            return self.steps_per_epoch
        return self._num_batches
