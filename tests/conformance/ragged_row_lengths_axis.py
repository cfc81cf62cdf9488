# RaggedTensor.row_lengths(axis) (ragged_tensor.py): axis 0 is nrows(), axis 1 the row lengths,
# a deeper ragged axis the values' row_lengths(axis - 1) under the same outer rows, and a
# uniform inner axis that dimension repeated (ones(shape[:axis - 1]) * shape[axis - 1]); a
# negative axis counts from the rank (array_ops.get_positive_axis). The first example is the
# method's docstring's. tf.ones/tf.zeros take an int64 shape tensor as it is (Fill's index type).
import tensorflow as tf

rt = tf.ragged.constant([[[3, 1, 4], [1]], [], [[5, 9], [2]], [[6]], []])
print(rt.row_lengths())
print(rt.row_lengths(axis=2))
print(rt.row_lengths(axis=0))
print(rt.row_lengths(axis=-1))
uniform = tf.RaggedTensor.from_row_lengths(tf.ones([5, 3]), [2, 0, 3])
print(uniform.row_lengths(axis=2))
for bad in (3, "2"):
    try:
        rt.row_lengths(axis=bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
shape = tf.shape(tf.ones([2, 3]), out_type=tf.int64)
print(tf.ones(shape[:1], tf.int64), tf.zeros(shape))
