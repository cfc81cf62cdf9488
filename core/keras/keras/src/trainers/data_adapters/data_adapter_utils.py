"""Data helpers (keras/src/trainers/data_adapters/data_adapter_utils.py)."""
from keras.src import tree


def unpack_x_y_sample_weight(data):
    """`(x, y, sample_weight)` from `x`, `(x,)`, `(x, y)` or `(x, y, sample_weight)`."""
    if isinstance(data, list):
        data = tuple(data)
    if not isinstance(data, tuple):
        return data, None, None
    if len(data) == 1:
        return data[0], None, None
    if len(data) == 2:
        return data[0], data[1], None
    if len(data) == 3:
        return data[0], data[1], data[2]
    raise ValueError(
        f"Data is expected to be in format `x`, `(x,)`, `(x, y)`, or `(x, y, sample_weight)`, found: {data}"
    )


def pack_x_y_sample_weight(x, y=None, sample_weight=None):
    if y is None:
        return x if not isinstance(x, (tuple, list)) else (x,)
    if sample_weight is None:
        return (x, y)
    return (x, y, sample_weight)


def check_data_cardinality(data):
    num_samples = set(int(i.shape[0]) for i in tree.flatten(data))
    if len(num_samples) > 1:
        msg = "Data cardinality is ambiguous. Make sure all arrays contain the same number of samples."
        for label, single_data in zip(["x", "y", "sample_weight"], data):
            sizes = ", ".join(str(i.shape[0]) for i in tree.flatten(single_data))
            msg += f"'{label}' sizes: {sizes}\n"
        raise ValueError(msg)
