# Tensor slicing guide: slice, strided indexing, gather, gather_nd (full, partial and batched
# index tuples), gather_nd with tf.where, scatter_nd, tensor_scatter_nd_update/add, and the
# kernels' InvalidArgumentErrors (scatter_nd_op.cc 'does not index into shape' and 'Dimensions
# [0,1) of indices...', gather_nd_op.cc 'does not index into param shape ..., node name:',
# gather_op.cc 'is not in [0, 8)').
import tensorflow as tf

t1 = tf.constant([0, 1, 2, 3, 4, 5, 6, 7])
print(tf.slice(t1, begin=[1], size=[3]))
print(t1[::3])
t2 = tf.constant([[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]])
print(t2[:-1, 1:3])
print(tf.gather(t1, indices=[0, 3, 6]))
alphabet = tf.constant(list("abcdefghijklmnopqrstuvwxyz"))
print(tf.gather(alphabet, indices=[2, 0, 19, 18]))
t4 = tf.constant([[0, 5], [1, 6], [2, 7], [3, 8], [4, 9]])
print(tf.gather_nd(t4, indices=[[2], [3], [0]]))
t5 = tf.reshape(tf.range(18), [2, 3, 3])
print(tf.gather_nd(t5, indices=[[0, 0, 0], [1, 2, 1]]))
print(tf.gather_nd(t5, indices=[[[0, 0], [0, 2]], [[1, 0], [1, 2]]]))
t7 = tf.constant([[-2, -7, 0], [-9, 0, 1], [0, -3, -8]])
print(tf.gather_nd(t7, indices=tf.where(t7 < 0)))
t6 = tf.constant([10])
indices = tf.constant([[1], [3], [5], [7], [9]])
data = tf.constant([2, 4, 6, 8, 10])
print(tf.scatter_nd(indices=indices, updates=data, shape=t6))
new_indices = tf.constant([[0, 2], [2, 1], [3, 3]])
t9 = tf.tensor_scatter_nd_update(tf.zeros([4, 4], dtype=tf.int32), indices=new_indices, updates=[1, 2, 3])
print(t9)
t10 = tf.constant([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
print(tf.tensor_scatter_nd_add(t10, indices=[[0], [2]], updates=[[10, 10, 10], [1, 1, 1]]))
try:
    tf.tensor_scatter_nd_update(t10, indices=[[3, 0]], updates=[7])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
try:
    tf.tensor_scatter_nd_update(t10, indices=[[0, 0]], updates=[7, 8])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
try:
    tf.gather_nd(t10, indices=[[5, 0]])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
try:
    tf.gather(t1, [8])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
