# tf.experimental.numpy (the 'NumPy API on TensorFlow' guide without NumPy behaviour): results
# are tf.Tensors; dtypes follow np.result_type with TF's defaults (np_dtypes.py: float64 allowed,
# no float32 preference), so Python floats give float64 and Python ints int64, while tensors keep
# theirs (int32 + weak 1.5 -> float64, float32 + 1.5 -> float32). Rules from TF 2.20's
# numpy_ops/np_array_ops.py (_reduce promotes small ints to int64 for sum and to float64 for
# mean/std/var; ones/zeros default to float; concatenate/where/clip promote), np_math_ops.py
# (true_divide casts int32/int64 pairs to float64; sqrt promotes ints to float64; bool add/multiply
# are or/and; dot/matmul via tensordot) and np_utils.py (result_type returns a tf.DType).
# Names tfplay does not define raise its NotImplementedError.
import numpy as np
import tensorflow as tf
import tensorflow.experimental.numpy as tnp

x = tnp.ones([2, 3], dtype=tnp.float32)
print(x)
print(type(x).__name__, isinstance(x, tnp.ndarray), tnp.ndarray is tf.Tensor)
print(tnp.ones([2]))
print(tnp.zeros([2], dtype=int))
print(tnp.asarray([1, 2, 3]))
print(tnp.asarray([1, 2.5]))
print(tnp.asarray(tf.constant([1, 2])))
print(tnp.asarray(np.arange(3)))
print(tnp.arange(5))
print(tnp.arange(1, 2, 0.25))
print(tnp.linspace(0.0, 1.0, 5))
print(tnp.eye(2, 3, k=1))
print(tnp.full([2], 7))
print(tnp.sum(x, axis=0))
print(tnp.sum(tnp.asarray([True, False, True])))
print(tnp.sum(tf.constant([1, 2])))
print(tnp.mean(tnp.asarray([1, 2, 3, 4])))
print(tnp.std(tnp.asarray([1, 2, 3, 4])), tnp.var(tnp.asarray([1, 2, 3, 4])))
print(tnp.mean(tf.constant([[1.0, 2.0], [3.0, 4.0]]), axis=1, keepdims=True))
print(tnp.amax(tf.constant([[1, 5], [3, 2]]), axis=1))
print(tnp.argmax(tf.constant([[1, 5], [7, 2]])))
print(tnp.cumsum(tf.constant([1, 2, 3])))
print(tnp.add(tnp.asarray([1, 2]), 1.5))
print(tnp.add(tf.constant([1.0, 2.0]), 1.5))
print(tnp.add(tf.constant([1, 2]), tf.constant([0.5, 0.5])))
print(tnp.multiply(tnp.asarray([True, False]), tnp.asarray([True, True])))
print(tnp.true_divide(tf.constant([1, 2]), tf.constant([2, 4])))
print(tnp.divide(tf.constant([1, 2], tf.int8), tf.constant([2, 4], tf.int8)))
print(tnp.sqrt(tnp.asarray([4, 9])), tnp.sqrt(tf.constant([4.0])))
print(tnp.square(tf.constant([3])))
print(tnp.dot(tnp.asarray([[1, 2]]), tnp.asarray([[3], [4]])))
print(tnp.matmul(tnp.ones([2, 3]), tnp.ones([3])))
print(tnp.concatenate([tnp.asarray([1, 2]), [3.5]]))
print(tnp.stack([tf.constant([1, 2]), tf.constant([3, 4])], axis=1))
print(tnp.where(tnp.asarray([True, False]), 1, 2.5))
print(tnp.clip(tnp.arange(6), 1, 4))
print(tnp.transpose(tnp.reshape(tnp.arange(6), [2, 3])))
print(tnp.around(tnp.asarray([1.234, 5.678]), 1))
print(tnp.result_type(tnp.int32, 1.5), tnp.result_type(tf.float32, tnp.int64), tnp.promote_types(tnp.int32, tnp.float32))
print(tnp.float32, tnp.pi == np.pi)
print(tf.reduce_sum(tnp.ones([3])))
try:
    tnp.kron(x, x)
except NotImplementedError as e:
    print("NotImplementedError:", e)
