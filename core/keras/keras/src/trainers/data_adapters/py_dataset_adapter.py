"""PyDataset (keras.utils.PyDataset, alias Sequence) and its adapter
(keras/src/trainers/data_adapters/py_dataset_adapter.py): a Python object indexed by batch,
read in one process as a tf.data `from_generator` pipeline whose signature comes from the
first batches. tfplay has no worker threads or processes: `workers > 1` or
`use_multiprocessing=True` raise NotImplementedError when the dataset is used."""
import itertools
import random

import numpy as np
import tensorflow as tf

from keras.src.trainers.data_adapters import data_adapter_utils
from keras.src.trainers.data_adapters.data_adapter import DataAdapter
from keras.src.utils.warning_sites import warn_at


class PyDataset:
    """Subclasses implement `__getitem__(index)` (a batch: `x`, `(x,)`, `(x, y)`,
    `(x, y, sample_weight)` or a dict) and `__len__` (or the `num_batches` property; None
    means infinite)."""

    def __init__(self, workers=1, use_multiprocessing=False, max_queue_size=10):
        self._workers = workers
        self._use_multiprocessing = use_multiprocessing
        self._max_queue_size = max_queue_size

    def _warn_if_super_not_called(self):
        warn = False
        if not hasattr(self, "_workers"):
            self._workers = 1
            warn = True
        if not hasattr(self, "_use_multiprocessing"):
            self._use_multiprocessing = False
            warn = True
        if not hasattr(self, "_max_queue_size"):
            self._max_queue_size = 10
            warn = True
        if warn:
            warn_at("Your `PyDataset` class should call `super().__init__(**kwargs)` in its constructor. "
                    "`**kwargs` can include `workers`, `use_multiprocessing`, `max_queue_size`. Do not pass these "
                    "arguments to `fit()`, as they will be ignored.", UserWarning,
                    ("trainers/data_adapters/py_dataset_adapter.py", 121,
                     "self._warn_if_super_not_called()"))  # stacklevel=2: the `workers` property

    @property
    def workers(self):
        self._warn_if_super_not_called()
        return self._workers

    @workers.setter
    def workers(self, value):
        self._workers = value

    @property
    def use_multiprocessing(self):
        self._warn_if_super_not_called()
        return self._use_multiprocessing

    @use_multiprocessing.setter
    def use_multiprocessing(self, value):
        self._use_multiprocessing = value

    @property
    def max_queue_size(self):
        self._warn_if_super_not_called()
        return self._max_queue_size

    @max_queue_size.setter
    def max_queue_size(self, value):
        self._max_queue_size = value

    def __getitem__(self, index):
        del index
        raise NotImplementedError

    def __iter__(self):
        index_range = None
        try:
            num_batches = self.num_batches
            if num_batches is not None:
                index_range = range(num_batches)
        except NotImplementedError:
            pass
        if index_range is None:
            index_range = itertools.count()
        for index in index_range:
            yield self[index]

    @property
    def num_batches(self):
        if hasattr(self, "__len__"):
            return len(self)
        raise NotImplementedError("You need to implement the `num_batches` property:\n\n"
                                  "@property\ndef num_batches(self):\n  return ...")

    def on_epoch_begin(self):
        pass

    def on_epoch_end(self):
        pass


class PyDatasetAdapter(DataAdapter):
    """Reads a PyDataset as a tf.data pipeline (Dataset.from_generator over its batches, shuffled
    batch order with `shuffle`); ValueError for batches that are not a tuple of 1-3 parts or a dict."""

    def __init__(self, x, class_weight=None, shuffle=False):
        self.py_dataset = x
        self.class_weight = class_weight
        self.enqueuer = None
        self.shuffle = shuffle
        self._output_signature = None
        self._within_epoch = False
        workers = self.py_dataset.workers
        use_multiprocessing = self.py_dataset.use_multiprocessing
        if workers > 1 or (workers > 0 and use_multiprocessing):
            raise NotImplementedError("tfplay's Keras reads a PyDataset in one process: it has no PyDataset "
                                      "workers (workers > 1 or use_multiprocessing=True)")

    def _standardize_batch(self, batch):
        if isinstance(batch, dict):
            return batch
        if isinstance(batch, np.ndarray):
            batch = (batch,)
        if isinstance(batch, list):
            batch = tuple(batch)
        if not isinstance(batch, tuple) or len(batch) not in {1, 2, 3}:
            raise ValueError("PyDataset.__getitem__() must return a tuple or a dict. If a tuple, it must be ordered "
                             "either (input,) or (inputs, targets) or (inputs, targets, sample_weights). "
                             f"Received: {str(batch)[:100]}... of type {type(batch)}")
        if self.class_weight is not None:
            if len(batch) == 3:
                raise ValueError("You cannot specify `class_weight` and `sample_weight` at the same time.")
            if len(batch) == 2:
                sw = data_adapter_utils.class_weight_to_sample_weights(batch[1], self.class_weight)
                batch = batch + (sw,)
        return batch

    def _infinite_generator(self):
        for i in itertools.count():
            yield self._standardize_batch(self.py_dataset[i])

    def _finite_generator(self):
        indices = range(self.py_dataset.num_batches)
        if self.shuffle:
            indices = list(indices)
            random.shuffle(indices)
        for i in indices:
            yield self._standardize_batch(self.py_dataset[i])

    def _get_iterator(self):
        if self.py_dataset.num_batches is None:
            return self._infinite_generator()
        return self._finite_generator()

    def get_numpy_iterator(self):
        return data_adapter_utils.get_numpy_iterator(self._get_iterator())

    def get_tf_dataset(self):
        num_batches = self.py_dataset.num_batches
        if self._output_signature is None:
            num_samples = data_adapter_utils.NUM_BATCHES_FOR_TENSOR_SPEC
            if num_batches is not None:
                num_samples = min(num_samples, num_batches)
            batches = [self._standardize_batch(self.py_dataset[i]) for i in range(num_samples)]
            if len(batches) == 0:
                raise ValueError("The PyDataset has length 0")
            self._output_signature = data_adapter_utils.get_tensor_spec(batches)
        ds = tf.data.Dataset.from_generator(self._get_iterator, output_signature=self._output_signature)
        return ds.prefetch(tf.data.AUTOTUNE)

    def on_epoch_begin(self):
        if self._within_epoch:
            raise ValueError("`on_epoch_begin` was called twice without `on_epoch_end` having been called.")
        self._within_epoch = True
        self.py_dataset.on_epoch_begin()

    def on_epoch_end(self):
        self.py_dataset.on_epoch_end()
        self._within_epoch = False

    @property
    def num_batches(self):
        return self.py_dataset.num_batches

    @property
    def batch_size(self):
        return None
