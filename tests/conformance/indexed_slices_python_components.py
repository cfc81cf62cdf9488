# tf.IndexedSlices keeps its components as given (indexed_slices.py __init__ stores them), so a
# tuple of indices or a tuple dense_shape prints as a tuple; converting it is
# _indexed_slices_to_tensor's math_ops.unsorted_segment_sum(values, indices, dense_shape[0])
# (repeated rows add up), and its dtype is self._values.dtype. Keras's optimizer_sparse_test
# builds gradients this way.
import tensorflow as tf

g = tf.IndexedSlices(values=tf.ones((3, 2)), indices=(0, 2, 4), dense_shape=(5, 2))
print(g)
print(g.indices, g.dense_shape, g.dtype, g.shape)
print(tf.convert_to_tensor(g))
print(tf.convert_to_tensor(tf.IndexedSlices(tf.constant([[1.0], [2.0]]), [1, 1], [3, 1])))
print(tf.convert_to_tensor(-g)[0])

@tf.function
def densify(values):
    return tf.convert_to_tensor(tf.IndexedSlices(values, (0, 1), (3, 2)))

print(densify(tf.ones((2, 2))))
print([op.type for op in densify.get_concrete_function(tf.ones((2, 2))).graph.get_operations()])
try:
    tf.IndexedSlices([1.0], [0], [2]).dtype
except AttributeError as e:
    print("AttributeError:", e)
