# Introduction to Tensors, ragged and sparse: tf.constant on a ragged list raises ValueError
# 'Can't convert non-rectangular Python sequence to Tensor.' (constant_op / tensor_util), the
# RaggedTensor repr and shape (4, None), the SparseTensor str of sparse_tensor.py and to_dense.
import tensorflow as tf

ragged_list = [[0, 1, 2, 3], [4, 5], [6, 7, 8], [9]]
try:
    tensor = tf.constant(ragged_list)
except Exception as e:
    print(f"{type(e).__name__}: {e}")
ragged_tensor = tf.ragged.constant(ragged_list)
print(ragged_tensor)
print(ragged_tensor.shape)
sparse_tensor = tf.sparse.SparseTensor(indices=[[0, 0], [1, 2]], values=[1, 2], dense_shape=[3, 4])
print(sparse_tensor, "\n")
print(tf.sparse.to_dense(sparse_tensor))
print(repr(ragged_tensor))
print(ragged_tensor.to_list())
print(ragged_tensor.row_lengths(), ragged_tensor.flat_values)
