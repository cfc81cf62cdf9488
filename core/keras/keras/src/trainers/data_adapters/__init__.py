"""Data adapters (keras/src/trainers/data_adapters): NumPy arrays and tensors become a batched
tf.data.Dataset (elements shaped (None, ...)); a tf.data.Dataset is used as it is; a PyDataset
or a Python generator is read batch by batch through Dataset.from_generator."""
import math
import types

import tensorflow as tf

from keras.src import tree
from keras.src.trainers.data_adapters.data_adapter import DataAdapter
from keras.src.trainers.data_adapters.generator_data_adapter import GeneratorDataAdapter
from keras.src.trainers.data_adapters.data_adapter_utils import (
    check_data_cardinality, class_weight_to_sample_weights, pack_x_y_sample_weight, unpack_x_y_sample_weight)
from keras.src.trainers.data_adapters.py_dataset_adapter import PyDataset, PyDatasetAdapter


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


class TFDatasetAdapter(DataAdapter):
    def __init__(self, dataset, class_weight=None, distribution=None):
        if not isinstance(dataset, tf.data.Dataset):
            raise ValueError(f"Expected argument `dataset` to be a tf.data.Dataset. Received: {dataset}")
        if class_weight is not None:
            dataset = dataset.map(make_class_weight_map_fn(class_weight)).prefetch(tf.data.AUTOTUNE)
        self._dataset = dataset

    def get_tf_dataset(self):
        return self._dataset

    @property
    def num_batches(self):
        cardinality = int(self._dataset.cardinality())
        if cardinality < 0:
            return None
        return cardinality

    @property
    def batch_size(self):
        return tree.flatten(self._dataset.element_spec)[0].shape[0]


def make_class_weight_map_fn(class_weight):
    """A Dataset.map function turning `(x, y)` elements into `(x, y, weights)`, the weights
    gathered from `class_weight` ({class id: weight}) by each sample's class
    (tf_dataset_adapter.make_class_weight_map_fn)."""
    class_weight_tensor = tf.convert_to_tensor(
        [class_weight.get(int(c), 1.0) for c in range(max(class_weight.keys()) + 1)])

    def class_weights_map_fn(*data):
        x, y, sw = unpack_x_y_sample_weight(data)
        if sw is not None:
            raise ValueError("You cannot `class_weight` and `sample_weight` at the same time.")
        if tree.is_nested(y):
            raise ValueError("`class_weight` is only supported for Models with a single output.")
        if y.shape.rank >= 2:
            # smart_cond: a Python branch when the class axis's size is known, else tf.cond.
            one_hot = tf.shape(y)[-1] > 1
            static = tf.get_static_value(one_hot)
            argmax = lambda: tf.argmax(y, axis=-1, output_type=tf.int32)  # noqa: E731
            ids = lambda: tf.cast(tf.round(tf.squeeze(y, axis=-1)), tf.int32)  # noqa: E731
            if static is None:
                y_classes = tf.cond(one_hot, argmax, ids)
            else:
                y_classes = argmax() if static else ids()
        else:
            y_classes = tf.cast(tf.round(y), tf.int32)
        cw = tf.gather(class_weight_tensor, y_classes)
        return x, y, cw

    return class_weights_map_fn


def is_tf_dataset(x):
    return isinstance(x, tf.data.Dataset)


def raise_unsupported_arg(arg_name, arg_description, input_type):
    raise ValueError(
        f"When providing `x` as a {input_type}, `{arg_name}` should not be passed. Instead, {arg_description} should "
        f"be included as part of the {input_type}."
    )


def get_data_adapter(x, y=None, sample_weight=None, batch_size=None, steps_per_epoch=None, shuffle=False,
                     class_weight=None):
    if isinstance(x, DataAdapter):
        return x
    if can_convert_arrays((x, y, sample_weight)):
        return ArrayDataAdapter(x, y, sample_weight=sample_weight, class_weight=class_weight, shuffle=shuffle,
                                batch_size=batch_size, steps=steps_per_epoch)
    if is_tf_dataset(x):
        if y is not None:
            raise_unsupported_arg("y", "the targets", "tf.data.Dataset")
        if sample_weight is not None:
            raise_unsupported_arg("sample_weights", "the sample weights", "tf.data.Dataset")
        return TFDatasetAdapter(x, class_weight=class_weight)
    if isinstance(x, PyDataset):
        if y is not None:
            raise_unsupported_arg("y", "the targets", "PyDataset")
        if sample_weight is not None:
            raise_unsupported_arg("sample_weights", "the sample weights", "PyDataset")
        return PyDatasetAdapter(x, class_weight=class_weight, shuffle=shuffle)
    if isinstance(x, types.GeneratorType):
        if y is not None:
            raise_unsupported_arg("y", "the targets", "PyDataset")
        if sample_weight is not None:
            raise_unsupported_arg("sample_weights", "the sample weights", "PyDataset")
        if class_weight is not None:
            raise ValueError(
                "Argument `class_weight` is not supported for Python "
                f"generator inputs. Received: class_weight={class_weight}"
            )
        return GeneratorDataAdapter(x)
    raise ValueError(f"Unrecognized data type: x={x} (of type {type(x)})")
