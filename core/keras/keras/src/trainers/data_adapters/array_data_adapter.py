"""ArrayDataAdapter (keras/src/trainers/data_adapters/array_data_adapter.py): NumPy arrays and
tensors as batches of `batch_size` samples, through a tf.data pipeline or NumPy iterators."""
import math

import numpy as np
import tensorflow as tf

from keras.src import tree
from keras.src.trainers.data_adapters.data_adapter import DataAdapter
from keras.src.trainers.data_adapters.data_adapter_utils import (
    check_data_cardinality, class_weight_to_sample_weights, pack_x_y_sample_weight)


def _is_array(x):
    return x is None or tf.is_tensor(x) or hasattr(x, "__array__")


def can_convert_arrays(arrays):
    return all(_is_array(x) for x in tree.flatten(arrays))


def _to_floatx_tensor(x):
    """An array as a tensor, floats of another width cast to floatx (array_slicing.py
    convert_to_sliceable, "Normalize floats to floatx"): float64 NumPy data reaches train_step
    as float32."""
    from keras.src import backend

    if x is None:
        return x
    x = tf.convert_to_tensor(x)
    if x.dtype.is_floating and backend.standardize_dtype(x.dtype) != backend.floatx():
        x = tf.cast(x, backend.floatx())
    return x


def _to_floatx_numpy(x):
    """An array as a NumPy array, floats of another width cast to floatx (array_slicing.py
    convert_to_sliceable with target_backend="numpy")."""
    from keras.src import backend

    if x is None:
        return x
    x = np.asarray(x)
    if backend.is_float_dtype(x.dtype) and backend.standardize_dtype(x.dtype) != backend.floatx():
        x = x.astype(backend.floatx())
    return x


class ArrayDataAdapter(DataAdapter):
    """Batches of `batch_size` (default 32) samples; the last batch may be partial."""

    def __init__(self, x, y=None, sample_weight=None, batch_size=None, steps=None, shuffle=False, class_weight=None):
        if not can_convert_arrays((x, y, sample_weight)):
            raise ValueError(f"Expected all elements of `x` to be array-like. Received invalid types: x={x}")
        if sample_weight is not None:
            if class_weight is not None:
                raise ValueError("You cannot `class_weight` and `sample_weight` at the same time.")
            if tree.is_nested(y):
                if isinstance(sample_weight, (list, tuple, dict)):
                    try:
                        tree.assert_same_structure(y, sample_weight)
                    except ValueError:
                        raise ValueError(
                            "You should provide one `sample_weight` array per "
                            "output in `y`. The two structures did not match:\n"
                            f"- y: {y}\n"
                            f"- sample_weight: {sample_weight}\n"
                        )
                else:
                    is_samplewise = len(sample_weight.shape) == 1 or (
                        len(sample_weight.shape) == 2 and sample_weight.shape[1] == 1)
                    if not is_samplewise:
                        raise ValueError(
                            "For a model with multiple outputs, when providing "
                            "a single `sample_weight` array, it should only "
                            "have one scalar score per sample "
                            "(i.e. shape `(num_samples,)`). If you want to use "
                            "non-scalar sample weights, pass a `sample_weight` "
                            "argument with one array per model output."
                        )
                    # Replicate the same sample_weight array on all outputs.
                    single = sample_weight
                    sample_weight = tree.map_structure(lambda _: single, y)
        if class_weight is not None:
            if tree.is_nested(y):
                raise ValueError("`class_weight` is only supported for Models with a single output.")
            sample_weight = class_weight_to_sample_weights(y, class_weight)
        inputs = pack_x_y_sample_weight(x, y, sample_weight)
        check_data_cardinality(inputs)
        num_samples = set(int(i.shape[0]) for i in tree.flatten(inputs)).pop()
        self._num_samples = num_samples
        self._inputs = inputs
        if not batch_size:
            batch_size = int(math.ceil(num_samples / steps)) if steps else 32
        self._size = int(math.ceil(num_samples / batch_size))
        self._batch_size = batch_size
        self._partial_batch_size = num_samples % batch_size
        self._shuffle = shuffle

    def get_numpy_iterator(self):
        """Batches of NumPy arrays (array_data_adapter.py get_numpy_iterator and _get_iterator):
        floats as floatx, in order, or with `shuffle` one NumPy permutation of the samples per
        iterator ("batch": a permutation within each batch)."""
        inputs = tree.map_structure(_to_floatx_numpy, self._inputs)
        global_permutation = None
        if self._shuffle and self._shuffle != "batch":
            global_permutation = np.random.permutation(self._num_samples)
        for i in range(self._size):
            start = i * self._batch_size
            stop = min((i + 1) * self._batch_size, self._num_samples)
            if self._shuffle == "batch":
                indices = np.random.permutation(stop - start) + start
            elif self._shuffle:
                indices = global_permutation[start:stop]
            else:
                indices = slice(start, stop)
            yield tree.map_structure(lambda x: None if x is None else x[indices], inputs)

    def get_tf_dataset(self):
        # array_data_adapter.py: one permutation of the sample indices per iterator (a map over
        # Dataset.range(1); tf.random.shuffle unless shuffle is False or "batch"), cut into
        # batches of indices (full batches of static size, then the partial one), each batch
        # gathered from the whole arrays.
        shuffle = self._shuffle
        batch_size = self._batch_size
        num_samples = self._num_samples
        num_full_batches = int(num_samples // batch_size)
        partial_batch_size = self._partial_batch_size

        def permutation(_):
            indices = tf.range(num_samples, dtype=tf.int64)
            if shuffle and shuffle != "batch":
                indices = tf.random.shuffle(indices)
            return indices

        indices_dataset = tf.data.Dataset.range(1).map(permutation).prefetch(1)

        def slice_batch_indices(indices):
            num_in_full_batch = num_full_batches * batch_size
            first_k_indices = tf.slice(indices, [0], [num_in_full_batch])
            first_k_indices = tf.reshape(first_k_indices, [num_full_batches, batch_size])
            flat_dataset = tf.data.Dataset.from_tensor_slices(first_k_indices)
            if partial_batch_size:
                index_remainder = tf.data.Dataset.from_tensors(
                    tf.slice(indices, [num_in_full_batch], [partial_batch_size]))
                flat_dataset = flat_dataset.concatenate(index_remainder)
            return flat_dataset

        indices_dataset = indices_dataset.flat_map(slice_batch_indices)
        if shuffle == "batch":
            indices_dataset = indices_dataset.map(tf.random.shuffle)

        inputs = tree.lists_to_tuples(self._inputs)
        inputs = tree.map_structure(_to_floatx_tensor, inputs)
        dataset = tf.data.Dataset.zip((indices_dataset, tf.data.Dataset.from_tensors(inputs).repeat()))

        def grab_batch(i, data):
            return tree.map_structure(lambda x: tf.gather(x, i, axis=0) if tf.is_tensor(x) else x, data)

        dataset = dataset.map(grab_batch, num_parallel_calls=tf.data.AUTOTUNE)
        return dataset.prefetch(tf.data.AUTOTUNE)

    @property
    def num_batches(self):
        return self._size

    @property
    def batch_size(self):
        return self._batch_size

    @property
    def has_partial_batch(self):
        return self._partial_batch_size > 0

    @property
    def partial_batch_size(self):
        return self._partial_batch_size or None
