# tf.sparse.SparseTensor basics, eagerly. Expected text from TensorFlow's sparse_tensor.py
# (SparseTensor.__repr__: "SparseTensor(indices=%s, values=%s, dense_shape=%s)" of the
# three tensors; indices and dense_shape converted to int64; print() shows the same) and the
# sparse_ops.py docstrings of tf.sparse.from_dense ([0, 0, 3, 0, 1] -> shape [5], values
# [3, 1] int32, indices [[2], [4]]), tf.sparse.to_dense and tf.sparse.reorder (entries in
# row-major order); _convert_to_sparse_tensor's TypeError.
import tensorflow as tf

st = tf.sparse.SparseTensor(indices=[[0, 0], [1, 2]], values=[1, 2], dense_shape=[3, 4])
print(st)
print(repr(st))
print(st.indices)
print(st.values)
print(st.dense_shape)
print(st.shape, st.dtype)
print(tf.sparse.to_dense(st))
print(tf.sparse.to_dense(st, default_value=-1))

sp = tf.sparse.from_dense([0, 0, 3, 0, 1])
print(sp.shape.as_list())
print(sp.values.numpy())
print(sp.indices.numpy())
print(tf.sparse.from_dense(tf.constant([[1.5, 0.0], [0.0, 2.5]])))

st2 = tf.SparseTensor(indices=[[1, 2], [0, 0]], values=[5.0, 6.0], dense_shape=[2, 3])
print(tf.sparse.reorder(st2))
print(tf.sparse.to_dense(tf.sparse.reorder(st2)))
print(type(st).__name__, isinstance(st, tf.SparseTensor), tf.sparse.SparseTensor is tf.SparseTensor)
try:
    tf.sparse.to_dense(tf.constant([1]))
except TypeError as e:
    print("TypeError:", e)
