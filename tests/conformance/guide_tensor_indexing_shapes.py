# Introduction to Tensors, indexing and shapes: single-axis and multi-axis indexing, newaxis,
# reshape with -1 and its kernel error ('requires a multiple of 4'), out-of-range and too many
# indices (StridedSlice kernel messages, with the 'strided_slice/' name of the indexing scope), a
# float index (tensor_getitem_override.py's TypeError), a scalar tensor index, transpose,
# squeeze/expand_dims, shape queries, reverse, tile, split, unstack, one_hot, where, boolean_mask.
import tensorflow as tf

x = tf.constant([[1, 2, 3], [4, 5, 6]])
print(x[1, :].numpy(), x[:, 1].numpy(), x[-1, -1].numpy())
print(x[..., tf.newaxis].shape)
print(tf.reshape(x, [-1]), tf.reshape(x, [3, -1]).shape)
try:
    tf.reshape(x, [4, -1])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
try:
    x[2]
except Exception as e:
    print(type(e).__name__, e)
try:
    x[0, 0, 0]
except Exception as e:
    print(type(e).__name__, e)
try:
    x[0.5]
except Exception as e:
    print(type(e).__name__, e)
print(x[tf.constant(1)])
print(tf.transpose(x), tf.transpose(x, perm=[1, 0]).shape)
print(tf.squeeze(tf.zeros([1, 2, 1])).shape, tf.expand_dims(x, 0).shape)
print(tf.shape(x), x.shape, x.shape.rank, x.shape[0], tf.size(x).numpy())
print(tf.reverse(x, [1]))
print(tf.tile(tf.constant([1, 2]), [3]))
print(tf.split(tf.range(6), 3))
print(tf.unstack(x))
print(tf.one_hot([0, 2], 3))
print(tf.where([True, False, True]))
print(tf.boolean_mask(x, [True, False]))
