# Eager conversion with a requested dtype: a NumPy array (or NumPy scalar) is cast by NumPy to
# that dtype, floats truncated; a list holding tf.compat.v1.Dimension values converts them as
# ints (so tf.reshape takes one).
# Source: tensorflow/python/framework/constant_op.py convert_to_eager_tensor,
# tensorflow/python/eager/pywrap_tensor.cc ConvertToEagerTensorUncached,
# tensorflow/python/lib/core/py_seq_tensor.cc PySeqToTFE_TensorHandle (ndarrays: PyArray_FromAny
# with NPY_ARRAY_FORCECAST to the requested dtype; IsPyDimension leaves infer int64 and convert
# as ints, int32 when they fit). Expected shapes from
# tensorflow/python/kernel_tests/array_ops/reshape_op_test.py testTensorShape and
# one_hot_op_test.py testOneHotUint8WithLargeArray.
import numpy as np
import tensorflow as tf

print(tf.constant(np.array([1.7, -2.5]), dtype=tf.int32))
print(tf.constant(np.array([[0.5, 3.9]], dtype=np.float32), dtype=tf.int64))
print(tf.convert_to_tensor(np.float64(2.75), dtype=tf.int32))
matrix = np.random.rand(256) * 10
tensor = tf.constant(matrix, tf.uint8, shape=matrix.shape)
print(tf.one_hot(tensor, depth=10, axis=0).shape)

print(tf.reshape(tf.zeros([1, 100]), [tf.compat.v1.Dimension(100), tf.compat.v1.Dimension(1)]).shape)
print(tf.constant([tf.compat.v1.Dimension(2), 3]))
