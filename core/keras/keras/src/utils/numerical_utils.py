"""keras/src/utils/numerical_utils.py: keras.utils.normalize and keras.utils.to_categorical (the
public names are these functions), and build_pos_neg_masks, the same-label and different-label
masks of metric-learning losses such as Circle."""


def to_categorical(x, num_classes=None):
    """One-hot rows (keras/src/utils/numerical_utils.py). A tensor (eager, or symbolic in a
    tf.function or a tf.data map) goes through the backend's one_hot, after dropping a last axis
    of size 1, and gives a float32 tensor; anything else gives a NumPy float array (num_classes
    defaulting to the largest label + 1)."""
    import numpy as np
    from keras.src import backend

    if backend.is_tensor(x):
        from keras.src.backend.tensorflow.core import shape

        input_shape = shape(x)
        if input_shape is not None and len(input_shape) > 1 and input_shape[-1] == 1:
            x = backend.numpy.reshape(x, tuple(input_shape[:-1]))
        return backend.nn.one_hot(x, num_classes)
    x = np.array(x, dtype="int64")
    input_shape = x.shape
    if input_shape and input_shape[-1] == 1 and len(input_shape) > 1:
        input_shape = tuple(input_shape[:-1])
    x = x.reshape(-1)
    if not num_classes:
        num_classes = int(np.max(x)) + 1
    batch_size = x.shape[0]
    categorical = np.zeros((batch_size, num_classes))
    categorical[np.arange(batch_size), x] = 1
    return np.reshape(categorical, input_shape + (num_classes,))


def normalize(x, axis=-1, order=2):
    """Normalizes `x` along `axis` by its `order`-norm (keras/src/utils/numerical_utils.py).

    A NumPy array gives a NumPy array (np.linalg.norm, zero norms left as 1); anything else goes
    through keras.ops.nn.normalize and gives a tensor.
    """
    import numpy as np
    from keras.src import ops

    if isinstance(x, np.ndarray):
        norm = np.atleast_1d(np.linalg.norm(x, order, axis))
        norm[norm == 0] = 1
        # axis cannot be `None`
        axis = axis or -1
        return x / np.expand_dims(norm, axis)
    return ops.nn.normalize(x, axis=axis, order=order)


def build_pos_neg_masks(query_labels, key_labels, remove_diagonal=True):
    from keras.src import ops

    if ops.ndim(query_labels) == 1:
        query_labels = ops.reshape(query_labels, (-1, 1))

    if ops.ndim(key_labels) == 1:
        key_labels = ops.reshape(key_labels, (-1, 1))

    positive_mask = ops.equal(query_labels, ops.transpose(key_labels))
    negative_mask = ops.logical_not(positive_mask)

    if remove_diagonal:
        positive_mask = ops.logical_and(
            positive_mask, ~ops.eye(ops.size(query_labels), ops.size(key_labels), k=0, dtype="bool"))

    return positive_mask, negative_mask
