"""Data adapters (keras/src/trainers/data_adapters): NumPy arrays and tensors become a batched
tf.data.Dataset (elements shaped (None, ...)); a tf.data.Dataset is used as it is; a PyDataset
or a Python generator is read batch by batch through Dataset.from_generator."""
import types

import tensorflow as tf

from keras.src.trainers.data_adapters.array_data_adapter import ArrayDataAdapter, can_convert_arrays
from keras.src.trainers.data_adapters.data_adapter import DataAdapter
from keras.src.trainers.data_adapters.generator_data_adapter import GeneratorDataAdapter
from keras.src.trainers.data_adapters.py_dataset_adapter import PyDataset, PyDatasetAdapter
from keras.src.trainers.data_adapters.tf_dataset_adapter import TFDatasetAdapter


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
