# The "Ragged tensors" guide's broadcasting of dense operands against ragged dimensions, and the
# printing of ragged rows that are matrices ("Uniform inner dimensions").
# A dense operand whose axes reach a RaggedTensor's rows has 1 or nrows entries on that axis and
# 1 on the ragged one, repeated over each row's values; axes that do not reach the rows align
# with the inner values. RaggedTensor.__repr__ prints numpy(): rows of different lengths make a
# 1-D object array whose elements (here 2-D arrays) are formatted by np.array2string(separator=
# ", "), a multi-line element keeping the column it starts at.
# TF source: tensorflow/python/ops/ragged/ragged_tensor_shape.py (broadcast_to,
# broadcast_dynamic_shape), ragged_tensor.py (__repr__, _formatter, numpy); NumPy's
# arrayprint._extendLine_pretty.
import tensorflow as tf

# x       (2D ragged):  3 x (num_rows)
# y       (2D tensor):  3 x 1
x = tf.ragged.constant([[10, 87, 12], [19, 53], [12, 32]])
y = [[1000], [2000], [3000]]
print(x + y)
print(y - x)
print(x * tf.constant([[2]]))

# x      (3d ragged):  2 x (r1) x 2
# y      (2d tensor):       1 x 1
x = tf.ragged.constant([[[1, 2], [3, 4], [5, 6]], [[7, 8]]], ragged_rank=1)
y = tf.constant([[10]])
print(x + y)
print(x + tf.constant([100, 200]))
print(tf.maximum(x, tf.constant([[[3]], [[8]]])))

# Ragged rows of matrices.
rt = tf.RaggedTensor.from_row_splits(
    values=[[1, 3], [0, 0], [1, 3], [5, 3], [3, 3], [1, 2]],
    row_splits=[0, 3, 4, 6])
print(rt)
print("Shape: {}".format(rt.shape))
print("Number of partitioned dimensions: {}".format(rt.ragged_rank))
print("Flat values shape: {}".format(rt.flat_values.shape))
print("Flat values:\n{}".format(rt.flat_values))
wide = tf.RaggedTensor.from_row_lengths(tf.reshape(tf.range(30.0), [10, 3]), [1, 4, 2, 3])
print(wide)
print(repr(tf.RaggedTensor.from_row_lengths(tf.constant([[True, False]] * 3), [2, 0, 1])))
