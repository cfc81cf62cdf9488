# Sparse tensors guide: SparseTensor str, tf.sparse.add of mismatched dense shapes fails in the
# SparseAdd kernel before Python's static shape check (sparse_add_op.cc: 'Operands' shapes do not
# match: got 3 and 4 for dimension 0', and for another rank 'Input indices must have the same
# dimension, got 2 and 3'), add, reorder, reduce_sum, from_dense, sparse_dense_matmul, slice,
# concat, expand_dims and multiplication by a scalar (sparse_ops.py).
import tensorflow as tf

st = tf.sparse.SparseTensor(indices=[[0, 3], [2, 4]], values=[10, 20], dense_shape=[3, 10])
print(st)
st2 = tf.sparse.SparseTensor(indices=[[0, 2], [3, 0]], values=[31, 2], dense_shape=[4, 10])
st3 = tf.sparse.SparseTensor(indices=[[0, 2, 1]], values=[1], dense_shape=[3, 10, 2])
for other in (st2, st3):
    try:
        tf.sparse.add(st, other)
    except tf.errors.InvalidArgumentError as e:
        print("InvalidArgumentError:", e)
print(tf.sparse.to_dense(tf.sparse.add(st, st)))
unordered = tf.sparse.SparseTensor(indices=[[2, 4], [0, 3]], values=[20, 10], dense_shape=[3, 10])
print(tf.sparse.reorder(unordered).indices)
print(tf.sparse.reduce_sum(st, axis=1))
print(tf.sparse.from_dense(tf.constant([[0, 1], [2, 0]])))
print(tf.sparse.sparse_dense_matmul(st, tf.ones([10, 1], tf.int32)))
print(st.shape, st.dtype, st.values.numpy())
print(tf.sparse.to_dense(tf.sparse.slice(st, [0, 0], [1, 5])))
print(tf.sparse.concat(axis=0, sp_inputs=[st, st]).dense_shape)
print(tf.sparse.expand_dims(st, 0).dense_shape)
print(repr(st).split("(")[0])
print(st * 2)
