# tf.is_tensor is tensor_util.is_tf_type: isinstance(x, (internal.NativeObject, core.Tensor)) or
# the IsTensorLike protocol. tf.SparseTensor (sparse_tensor.py: `class SparseTensor(
# internal.NativeObject, composite_tensor.CompositeTensor)`) and tf.RaggedTensor (ragged_tensor.py:
# `class RaggedTensor(composite_tensor.CompositeTensor, internal_types.NativeObject, ...)`) count,
# as the docstring says ("tf.Tensor, tf.SparseTensor, and tf.RaggedTensor"); NumPy arrays and
# Python values do not. keras.ops.is_tensor on the TF backend is tf.is_tensor
# (keras/src/backend/tensorflow/core.py).
import numpy as np
import tensorflow as tf
import keras

values = [
    tf.constant([1.0]),
    tf.Variable(1.0),
    tf.sparse.from_dense(np.eye(2, dtype="float32")),
    tf.SparseTensor(indices=[[0, 0]], values=[1], dense_shape=[2, 2]),
    tf.ragged.constant([[1], [2, 3]]),
    tf.IndexedSlices(tf.constant([1.0]), tf.constant([0])),
    np.ones(2),
    [1.0],
    1.0,
    None,
]
print([tf.is_tensor(v) for v in values])
print([keras.ops.is_tensor(v) for v in values])
