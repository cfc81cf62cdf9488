# The kernels' errors of tf.sparse.concat and tf.sparse.sparse_dense_matmul, run eagerly: the
# texts of sparse_concat_op.cc and sparse_tensor_dense_matmul_op.cc (OP_REQUIRES), inside the
# eager op error's wrapper (execute.cc: the function the op ran as, [Op:...] name: ).
import tensorflow as tf
a = tf.sparse.SparseTensor(indices=[[0, 0]], values=[1.0], dense_shape=[2, 3])
b = tf.sparse.SparseTensor(indices=[[0, 0]], values=[2.0], dense_shape=[3, 3])
try:
    tf.sparse.concat(axis=1, sp_inputs=[a, b])
except tf.errors.InvalidArgumentError as e:
    print(e)
try:
    tf.sparse.sparse_dense_matmul(a, tf.ones([2, 2]))
except tf.errors.InvalidArgumentError as e:
    print(e)
