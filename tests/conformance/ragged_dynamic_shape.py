# tf.shape of a RaggedTensor is a DynamicRaggedShape: the ragged guide's "Dynamic shape"
# section, with the outputs it shows (dynamic_ragged_shape.py: __repr__ over static_lengths, a
# ragged dimension as the tuple of its row lengths; _dimension's "Index 1 is not uniform";
# slices from axis 0; from_lengths; tf.reshape / zeros / ones / fill dispatched for the shape).
import tensorflow as tf
rt = tf.ragged.constant([[1], [2, 3, 4], [], [5, 6]])
rt_shape = tf.shape(rt)
print(rt_shape)
x = tf.constant([['a', 'b'], ['c', 'd'], ['e', 'f']])
print(tf.shape(x))
print(f"tf.reshape(x, rt_shape) = {tf.reshape(x, rt_shape)}")
print(f"tf.zeros(rt_shape) = {tf.zeros(rt_shape)}")
print(f"tf.ones(rt_shape) = {tf.ones(rt_shape)}")
print(f"tf.fill(rt_shape, 9) = {tf.fill(rt_shape, 'x')}")
print(repr(rt_shape[0]))
try:
  rt_shape[1]
except ValueError as e:
  print("Got expected ValueError:", e)
print(rt_shape[:1])
print(tf.experimental.DynamicRaggedShape.from_lengths([4, (2, 1, 0, 8), 12]))
print(rt_shape.rank, rt_shape.num_row_partitions, rt_shape.dtype)
print(tf.shape(rt, out_type=tf.int64)[0])
print(tf.shape(tf.ragged.constant([[[1, 2]], [[3, 4], [5, 6]]], ragged_rank=1)))
try:
  tf.experimental.DynamicRaggedShape(row_partitions=[], inner_shape=[10, 8])
except NotImplementedError as e:
  print("NotImplementedError:", e)
for lengths in ([2, (3, 2)], [2, (2, 1), (2, 0, 3)], (2, 2), [2, [3, 2]], [2, (3,)]):
  try:
    print(tf.experimental.DynamicRaggedShape.from_lengths(lengths))
  except ValueError as e:
    print("ValueError:", e)
