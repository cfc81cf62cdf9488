# The Ragged tensors guide's tf.tile and tf.map_fn over a RaggedTensor, and RaggedTensor's
# value_rowids / row_starts / row_limits / nested_row_lengths / with_values / with_flat_values /
# merge_dims. Expected values: the guide's outputs (tile [1, 2] repeats each row's values,
# map_fn(tf.math.square, digits) keeps the rows) and ragged_tensor.py / ragged_array_ops.py:
# value_rowids is the row of each value; merge_dims(0, k) of ragged axes is the k-th nested
# values, past them the flat values reshaped; with_values needs as many rows as the old values
# ("Shapes (6,) and (2,) are incompatible"); outer_axis must not exceed inner_axis.
import tensorflow as tf

digits = tf.ragged.constant([[3, 1, 4, 1], [], [5, 9, 2], [6], []])
print(tf.tile(digits, [1, 2]))
print(tf.tile(tf.ragged.constant([[1], [2, 3]]), [2, 1]))
print(tf.map_fn(tf.math.square, digits))
print(tf.map_fn(tf.reduce_sum, digits, fn_output_signature=tf.int32))
print(tf.map_fn(lambda row: row[:1], digits, fn_output_signature=tf.RaggedTensorSpec(shape=[None], dtype=tf.int32)))

x = tf.ragged.constant([[1, 2], [3], [4, 5, 6]])
print(x.value_rowids(), x.row_starts(), x.row_limits())
print(x.merge_dims(0, 1), x.merge_dims(0, -1), x.merge_dims(1, 1))
print(x.with_values(x.values * 10))
nested = tf.ragged.constant([[[1, 2], [3]], [], [[4, 5, 6]]])
print(nested.merge_dims(0, 1), nested.merge_dims(0, 2))
print(nested.nested_row_lengths())
print(nested.with_flat_values(nested.flat_values * 2))
uniform = tf.ragged.constant([[[1, 2], [3, 4]], [[5, 6]]], ragged_rank=1)
print(uniform.merge_dims(0, 2))
try:
    x.with_values([1, 2])
except ValueError as e:
    print("ValueError:", e)
try:
    x.merge_dims(1, 0)
except ValueError as e:
    print("ValueError:", e)
