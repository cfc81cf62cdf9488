# Tensor slicing: gather_nd with batch_dims, scatter_nd summing duplicate indices,
# tensor_scatter_nd_max/min/sub, out-of-range ScatterNd and a too-long GatherNd index
# (scatter_nd_op.cc, gather_nd_op.cc 'index innermost dimension length must be <= params rank'),
# gather with axis and batch_dims, Variable.scatter_nd_update/add, strided_slice and newaxis.
import tensorflow as tf

params = tf.constant([[[0, 1], [2, 3]], [[4, 5], [6, 7]]])
print(tf.gather_nd(params, [[0, 1], [1, 0]], batch_dims=0))
print(tf.gather_nd(params, [[1], [0]], batch_dims=1))
print(tf.scatter_nd([[0], [0], [2]], [1, 2, 3], [4]))
print(tf.tensor_scatter_nd_max(tf.constant([1, 5, 1]), [[0], [1]], [3, 3]))
print(tf.tensor_scatter_nd_min(tf.constant([1, 5, 1]), [[0], [1]], [3, 3]))
print(tf.tensor_scatter_nd_sub(tf.constant([1, 5, 1]), [[2]], [10]))
try:
    tf.scatter_nd([[5]], [1], [4])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
try:
    tf.gather_nd(params, [[0, 0, 0, 0]])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
try:
    tf.tensor_scatter_nd_update(tf.zeros([3]), [[0]], [1])
except Exception as e:
    print(type(e).__name__, e)
print(tf.gather(params, [1, 0], axis=2))
print(tf.gather(params, [[0], [1]], axis=1, batch_dims=1))
v = tf.Variable([1, 2, 3, 4])
v.scatter_nd_update([[0], [3]], [10, 40])
print(v.numpy())
v.scatter_nd_add([[1]], [100])
print(v.numpy())
print(tf.strided_slice(tf.range(10), [1], [8], [3]))
print(params[..., 0], params[:, tf.newaxis, 0].shape)
