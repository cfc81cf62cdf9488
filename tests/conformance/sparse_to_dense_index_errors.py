# tf.sparse.to_dense runs SparseToDense with validate_indices=True
# (tensorflow/python/ops/sparse_ops.py sparse_tensor_to_dense), whose kernel checks the
# indices with sparse::SparseTensor::IndicesValid (tensorflow/core/util/sparse/sparse_tensor.cc):
# the first index that is out of bounds, out of row-major order or repeated fails, as an eager
# op run as a wrapped function ("{{function_node __wrapped__SparseToDense_device_...}}" and
# "[Op:SparseToDense] name: "). Real TF output for the out-of-order case (a user notebook)
# shows the same text. tf.sparse.reorder fixes the order; validate_indices=False skips the check.
import tensorflow as tf

s5 = tf.SparseTensor(indices=[[0, 2], [0, 1]], values=[1., 2.], dense_shape=[3, 4])
print(s5)
try:
    tf.sparse.to_dense(s5)
except tf.errors.InvalidArgumentError as ex:
    print(ex)
s6 = tf.sparse.reorder(s5)
print(repr(tf.sparse.to_dense(s6)))
for idx in ([[0, 1], [0, 1]], [[0, 1], [3, 0]], [[1, 0], [0, 3]], [[0, 1], [-1, 2]]):
    try:
        tf.sparse.to_dense(tf.SparseTensor(indices=idx, values=[1, 2], dense_shape=[3, 4]))
    except tf.errors.InvalidArgumentError as ex:
        print(type(ex).__name__ + ":", ex)
print(tf.sparse.to_dense(tf.SparseTensor(indices=[[1, 0], [0, 3]], values=[1, 2], dense_shape=[3, 4]),
                         validate_indices=False))
