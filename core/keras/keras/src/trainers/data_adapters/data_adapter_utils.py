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


def class_weight_to_sample_weights(y, class_weight):
    """Per-sample weights (float32, shape (n,)) from `class_weight` ({class id: weight}, 1.0 for
    classes it lacks): `y` holds class ids (rounded), one-hot rows (argmax) or (n, 1) ids."""
    import numpy as np

    from keras.src import backend

    y_numpy = np.asarray(y)
    sample_weight = np.ones(shape=(y_numpy.shape[0],), dtype=backend.floatx())
    if len(y_numpy.shape) > 1:
        if y_numpy.shape[-1] != 1:
            y_numpy = np.argmax(y_numpy, axis=-1)
        else:
            y_numpy = np.squeeze(y_numpy, axis=-1)
    y_numpy = np.round(y_numpy).astype("int32")
    for i in range(y_numpy.shape[0]):
        sample_weight[i] = class_weight.get(int(y_numpy[i]), 1.0)
    return sample_weight


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


NUM_BATCHES_FOR_TENSOR_SPEC = 2


def get_keras_tensor_spec(batches):
    """The KerasTensor structure common to `batches` (identical structures): each leaf's dtype,
    its rank (which must agree), the dimensions all batches share (None elsewhere), and whether
    it is sparse or ragged (with its ragged_rank and row_splits dtype)."""
    import numpy as np

    from keras.src import backend

    def get_single_tensor_spec(*tensors):
        x = tensors[0]
        if not hasattr(x, "shape"):
            # Try to convert to a numpy array.
            x = np.array(x)
        rank = len(x.shape)
        if rank < 1:
            raise ValueError("When passing a dataset to a Keras model, the arrays must be at least rank 1. "
                             f"Received: {x} of rank {len(x.shape)}.")
        for t in tensors:
            if len(t.shape) != rank:
                raise ValueError("When passing a dataset to a Keras model, the corresponding arrays in each batch "
                                 f"must have the same rank. Received: {x} and {t}")
        shape = []
        # Merge shapes: go through each dimension one by one and keep the common values
        for dims in zip(*[list(x.shape) for x in tensors]):
            dims_set = set(dims)
            shape.append(dims_set.pop() if len(dims_set) == 1 else None)

        dtype = backend.standardize_dtype(x.dtype)
        if is_tensorflow_ragged(x):
            return backend.KerasTensor(shape=shape, dtype=dtype, ragged=True, ragged_rank=x.ragged_rank,
                                       row_splits_dtype=x.row_splits.dtype)
        if is_tensorflow_sparse(x) or is_scipy_sparse(x) or is_jax_sparse(x):
            return backend.KerasTensor(shape=shape, dtype=dtype, sparse=True)
        return backend.KerasTensor(shape=shape, dtype=dtype)

    return tree.map_structure(get_single_tensor_spec, *batches)


def convert_to_tf_tensor_spec(keras_tensor, batch_axis_to_none=True):
    """The tf.TensorSpec, tf.SparseTensorSpec or tf.RaggedTensorSpec of a KerasTensor."""
    from keras.src import backend
    from keras.src.utils.module_utils import tensorflow as tf

    if not isinstance(keras_tensor, backend.KerasTensor):
        raise TypeError(f"Expected a KerasTensor, but got {keras_tensor} of type {type(keras_tensor)}.")
    shape = list(keras_tensor.shape)
    if batch_axis_to_none:
        shape[0] = None
    if keras_tensor.ragged:
        return tf.RaggedTensorSpec(shape=shape, dtype=keras_tensor.dtype, ragged_rank=keras_tensor.ragged_rank,
                                   row_splits_dtype=keras_tensor.row_splits_dtype)
    elif keras_tensor.sparse:
        return tf.SparseTensorSpec(shape=shape, dtype=keras_tensor.dtype)
    else:
        return tf.TensorSpec(shape=shape, dtype=keras_tensor.dtype)


def get_tensor_spec(batches):
    """The tf.TensorSpec / tf.SparseTensorSpec / tf.RaggedTensorSpec structure common to
    `batches`, with a None batch dimension."""
    tensor_specs = get_keras_tensor_spec(batches)
    return tree.map_structure(convert_to_tf_tensor_spec, tensor_specs)


def is_tensorflow_ragged(value):
    if hasattr(value, "__class__"):
        return value.__class__.__name__ == "RaggedTensor" and "tensorflow.python." in str(value.__class__.__module__)
    return False


def is_tensorflow_sparse(value):
    if hasattr(value, "__class__"):
        return value.__class__.__name__ == "SparseTensor" and "tensorflow.python." in str(value.__class__.__module__)
    return False


def is_jax_sparse(value):
    if hasattr(value, "__class__"):
        return str(value.__class__.__module__).startswith("jax.experimental.sparse")
    return False


def is_scipy_sparse(x):
    return str(x.__class__.__module__).startswith("scipy.sparse") and hasattr(x, "tocoo")


def get_numpy_iterator(iterable):
    """The batches of `iterable` with every array-like leaf (a tensor, ...) as a NumPy array
    (data_adapter_utils.get_numpy_iterator)."""
    import numpy as np

    def convert_to_numpy(x):
        if not isinstance(x, np.ndarray) and hasattr(x, "__array__"):
            x = np.asarray(x)
        return x

    for batch in iterable:
        yield tree.map_structure(convert_to_numpy, batch)
