# Broadcasting between RaggedTensors of different row partitions and between a RaggedTensor and
# a dense value along its ragged dimensions: the ragged tensor guide's "Broadcasting" examples,
# with the outputs it shows (DynamicRaggedShape.broadcast_dynamic_shape / broadcast_to in
# tensorflow/python/ops/ragged/dynamic_ragged_shape.py: shapes align from the innermost
# dimension, a size-1 dimension or ragged row of length 1 stretches, the result is ragged where
# an operand was). Sizes that do not broadcast fail in check_ops.assert_equal over the two
# dimensions' row splits, the operand with fewer row partitions as `x` (the guide's three
# "shapes that do not broadcast" outputs). `tensor + ragged` is a RaggedTensor too: binary_op_wrapper (math_ops.py) gives
# the operator to the RaggedTensor's __radd__ when the tensor op cannot take it.
import tensorflow as tf
x = tf.ragged.constant([[1], [2], [3]])
y = tf.ragged.constant([[10, 20, 30]])
print(x + y)
x = tf.ragged.constant([[1, 2], [3]])
y = 3
print(x + y)
x = tf.ragged.constant(
   [[10, 87, 12],
    [19, 53],
    [12, 32]])
y = [[1000], [2000], [3000]]
print(x + y)
x = tf.ragged.constant(
   [[[1, 2], [3, 4], [5, 6]],
    [[7, 8]]],
   ragged_rank=1)
y = tf.constant([[10]])
print(x + y)
x = tf.ragged.constant(
   [
       [
           [[1], [2]],
           [],
           [[3]],
           [[4]],
       ],
       [
           [[5], [6]],
           [[7]]
       ]
   ],
   ragged_rank=2)
y = tf.constant([10, 20, 30])
print(x + y)
print(tf.ragged.constant([[1, 2], [3]]) * tf.constant([[10], [20]]))
print(tf.constant([[1, 2]]) + tf.ragged.constant([[10], [20]]))
print(tf.maximum(tf.ragged.constant([[1, 5], [3]]), tf.constant([[2], [4]])))
x = tf.ragged.constant([[1, 2], [3, 4, 5, 6], [7]])
y = tf.constant([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
try:
  x + y
except tf.errors.InvalidArgumentError as exception:
  print(exception)
x = tf.ragged.constant([[1, 2, 3], [4], [5, 6]])
y = tf.ragged.constant([[10, 20], [30, 40], [50]])
try:
  x + y
except tf.errors.InvalidArgumentError as exception:
  print(exception)
x = tf.ragged.constant([[[1, 2], [3, 4], [5, 6]],
                        [[7, 8], [9, 10]]])
y = tf.ragged.constant([[[1, 2, 0], [3, 4, 0], [5, 6, 0]],
                        [[7, 8, 0], [9, 10, 0]]])
try:
  x + y
except tf.errors.InvalidArgumentError as exception:
  print(exception)
try:
  tf.ragged.constant([[1], [2, 3]]) + tf.ragged.constant([[10, 20], [30, 40]])
except tf.errors.InvalidArgumentError as exception:
  print(exception)
