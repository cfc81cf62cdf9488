# Creation and shape ops, eagerly: values, dtypes and shapes as TF prints them.
# TF source: tensorflow/python/ops/array_ops.py (zeros, ones, zeros_like, ones_like, fill, stack
# -- a constant list converts directly --, unstack, concat, split, tile, gather, slice,
# expand_dims, squeeze, transpose, broadcast_to, reshape, shape/size/rank),
# tensorflow/python/ops/linalg_ops_impl.py eye, tensorflow/python/ops/math_ops.py linspace_nd
# (integer endpoints divide with truediv, so tf.linspace(0, 1, 5) is float64), cast.
# Kernel error texts: concat_op.cc, pack_op.cc, gather_op.cc, tile_ops.cc,
# broadcast_to_op.cc, split_op.cc, reshape_op.h; generated wrappers pass their `name`
# ("concat", "stack", "split") to the eager runtime, so those errors end in "name: concat".
# The eager op runs as a function named by execute.cc BuildWrappedOpName: the arity of each
# variadic argument's attr is part of it (__wrapped__ConcatV2_N_2, __wrapped__Split_num_split_2).
import tensorflow as tf


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)


print(tf.zeros([2, 3]))
print(tf.zeros(3, dtype=tf.int32))
print(tf.ones((2, 2), dtype=tf.bool))
print(tf.zeros_like(tf.constant([[1, 2]])), tf.ones_like(tf.constant([1.5, 2.5])))
print(tf.fill([2, 2], 7))
print(tf.eye(3))
print(tf.eye(2, 3, dtype=tf.int32))
print(tf.linspace(0.0, 1.0, 5))
print(tf.linspace(0, 1, 5))
print(tf.identity(tf.constant([1, 2])))
print(tf.cast(tf.constant([1.7, -1.7, 2.5]), tf.int32), tf.cast(tf.constant([0, 2]), tf.bool))
print(tf.stack([tf.constant([1, 2]), tf.constant([3, 4])], axis=1))
print(tf.stack([1.0, 2.0]))
print(tf.unstack(tf.constant([[1, 2], [3, 4]]), axis=1))
print(tf.concat([tf.constant([[1, 2]]), tf.constant([[3, 4]])], axis=0))
print(tf.concat([tf.constant([[1, 2]]), tf.constant([[3, 4]])], axis=-1))
print(tf.split(tf.range(6), 2))
print(tf.split(tf.range(6), [1, 2, 3]))
print(tf.tile(tf.constant([[1, 2]]), [2, 2]))
print(tf.gather(tf.constant([[1, 2], [3, 4], [5, 6]]), [2, 0]))
print(tf.gather(tf.constant([[1, 2], [3, 4]]), 1, axis=1))
print(tf.slice(tf.constant([[1, 2, 3], [4, 5, 6]]), [0, 1], [2, -1]))
print(tf.expand_dims(tf.constant([1, 2]), -1))
print(tf.squeeze(tf.zeros([1, 2, 1])).shape, tf.squeeze(tf.zeros([1, 2, 1]), axis=0).shape)
print(tf.transpose(tf.constant([[1, 2, 3], [4, 5, 6]])))
print(tf.transpose(tf.zeros([2, 3, 4]), perm=[2, 0, 1]).shape)
print(tf.broadcast_to(tf.constant([1, 2]), [3, 2]))
print(tf.reshape(tf.range(6), [2, -1]))
print(tf.shape(tf.zeros([2, 3])), tf.size(tf.zeros([2, 3])), tf.rank(tf.zeros([2, 3])))

show(lambda: tf.concat([tf.zeros([2, 3]), tf.zeros([2, 4])], 0))
show(lambda: tf.stack([tf.constant([1]), tf.constant([1, 2])]))
show(lambda: tf.gather(tf.constant([1, 2, 3]), [5]))
show(lambda: tf.split(tf.range(5), 2))
show(lambda: tf.tile(tf.constant([1, 2]), [1, 2]))
show(lambda: tf.broadcast_to(tf.constant([1, 2]), [3]))
show(lambda: tf.reshape(tf.range(6), [4, -1]))
show(lambda: tf.expand_dims(tf.constant([1, 2]), 3))
show(lambda: tf.squeeze(tf.zeros([1, 2]), axis=1))
show(lambda: tf.transpose(tf.zeros([2, 3]), perm=[0, 0]))
show(lambda: tf.unstack(tf.zeros([2, 3]), axis=2))
