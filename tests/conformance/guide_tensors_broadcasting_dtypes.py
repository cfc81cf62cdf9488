# Introduction to Tensors: ranks, broadcasting (tf.multiply, an outer product via reshape,
# broadcast_to), incompatible shapes and mixed dtypes raising InvalidArgumentError from the eager
# kernels (BinaryOp 'Incompatible shapes' and execute.cc 'cannot compute AddV2 as input
# #1(zero-based)...', each with ' name: ' appended by ops.raise_from_not_ok_status), casts that
# truncate, reductions and conversions of Python lists.
import tensorflow as tf

rank_0 = tf.constant(4)
rank_1 = tf.constant([2.0, 3.0, 4.0])
rank_2 = tf.constant([[1, 2], [3, 4], [5, 6]], dtype=tf.float16)
print(rank_0)
print(rank_1)
print(rank_2)
print(rank_1.ndim, rank_2.shape.as_list(), tf.rank(rank_2), tf.size(rank_2))
x = tf.constant([1, 2, 3])
y = tf.constant(2)
z = tf.constant([2, 2, 2])
print(tf.multiply(x, 2))
print(x * y)
print(x * z)
x2 = tf.reshape(x, [3, 1])
y2 = tf.range(1, 5)
print(tf.multiply(x2, y2))
print(tf.broadcast_to(tf.constant([1, 2, 3]), [3, 3]))
try:
    tf.constant([1, 2]) + tf.constant([1, 2, 3])
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e)
try:
    tf.constant([1.5, 2.5]) + tf.constant([1, 2])
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e)
print(tf.cast(tf.constant([2.2, 3.3, 4.4], dtype=tf.float64), dtype=tf.float16))
print(tf.cast(tf.constant([2.2, 3.3, 4.4], dtype=tf.float64), dtype=tf.uint8))
print(tf.reduce_max(rank_2), tf.math.argmax(rank_2), tf.nn.softmax(rank_1))
print(tf.convert_to_tensor([1, 2, 3]), tf.reduce_max([1, 2, 3]))
