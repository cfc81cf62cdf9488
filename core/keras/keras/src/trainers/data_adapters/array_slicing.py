"""validation_split (keras/src/trainers/data_adapters/array_slicing.py): the last fraction of
the arrays, before any shuffling, becomes the validation data."""
import math

import tensorflow as tf

from keras.src import tree


def train_validation_split(arrays, validation_split):
    flat_arrays = tree.flatten(arrays)
    unsplitable = [type(t) for t in flat_arrays if t is not None and not (tf.is_tensor(t) or hasattr(t, "__array__"))]
    if unsplitable:
        raise ValueError(
            "Argument `validation_split` is only supported for tensors or NumPy arrays.Found incompatible type in "
            f"the input: {unsplitable}"
        )
    if all(t is None for t in flat_arrays):
        return arrays, arrays
    first_non_none = next(t for t in flat_arrays if t is not None)
    batch_dim = int(first_non_none.shape[0])
    split_at = int(math.floor(batch_dim * (1.0 - validation_split)))
    if split_at == 0 or split_at == batch_dim:
        raise ValueError(
            f"Training data contains {batch_dim} samples, which is not sufficient to split it into a validation and "
            f"training set as specified by `validation_split={validation_split}`. Either provide more data, or a "
            "different value for the `validation_split` argument."
        )

    def _split(t, start, end):
        return None if t is None else t[start:end]

    train = tree.map_structure(lambda x: _split(x, 0, split_at), arrays)
    val = tree.map_structure(lambda x: _split(x, split_at, batch_dim), arrays)
    return train, val
