# tf.ragged.constant and tf.RaggedTensor basics, eagerly. Expected text from TensorFlow's
# docstrings in ragged_tensor.py (class docstring, from_row_splits, from_row_lengths,
# from_value_rowids, values, row_splits, nrows, row_lengths, to_tensor) and
# ragged_factory_ops.py (constant); the printed forms follow RaggedTensor.__repr__ (numpy()
# through np.array2string with separator ", " and str() of each element: rows of equal length
# stack into a 2-D array, printed on two lines, as its comment shows) and tf.Tensor's str.
import tensorflow as tf

print(tf.ragged.constant([[1, 2], [3], [4, 5, 6]]))
rt = tf.ragged.constant([[3, 1, 4, 1], [], [5, 9, 2], [6], []])
print(rt)
print(repr(rt))
print(rt.values)
print(rt.row_splits)
print(rt.flat_values)
print(rt.shape)
print(rt.dtype, rt.ragged_rank)
print(rt.nrows())
print(rt.row_lengths())
print(rt.to_list())
print(rt[0])
print(rt[1])
print(rt[2, 1])
print(rt[-2])
print(tf.ragged.constant([[9, 8, 7], [], [6, 5], [4]]).to_tensor())
print(tf.ragged.constant([[9, 8, 7], [], [6, 5], [4]]).to_tensor(default_value=-1))
print(tf.ragged.constant([[1, 2], [3, 4]]))
print(tf.ragged.constant([[1.5, 2.0], [3.25]]))
print(tf.ragged.constant([["a"], ["b", "c"]], dtype=tf.string))
print(tf.ragged.constant([[1, 2, 3], [4]], row_splits_dtype=tf.int32).row_splits)
print(tf.ragged.constant([[1, 2], [3]], dtype=tf.float32))

values = [3, 1, 4, 1, 5, 9, 2, 6]
print(tf.RaggedTensor.from_row_splits(values=values, row_splits=[0, 4, 4, 7, 8, 8]))
print(tf.RaggedTensor.from_row_lengths(values, row_lengths=[4, 0, 3, 1, 0]))
print(tf.RaggedTensor.from_value_rowids(values, value_rowids=[0, 0, 0, 0, 2, 2, 2, 3], nrows=5))

inner_rt = tf.RaggedTensor.from_row_splits(values=[3, 1, 4, 1, 5, 9, 2, 6], row_splits=[0, 4, 4, 7, 8, 8])
outer_rt = tf.RaggedTensor.from_row_splits(values=inner_rt, row_splits=[0, 3, 3, 5])
print(outer_rt.to_list())
print(outer_rt.ragged_rank)
print(outer_rt.shape)
print(outer_rt)

rt = tf.RaggedTensor.from_row_splits(values=tf.ones([5, 3], tf.int32), row_splits=[0, 2, 5])
print(rt.to_list())
print(rt.shape)

values = tf.ragged.constant([[1, 2, 3], [4], [5, 6], [7, 8, 9, 10]])
print(values.shape)
rt7 = tf.RaggedTensor.from_row_splits(values, [0, 2, 4])
print(rt7.shape)

rt3 = tf.ragged.constant([[[1, 2], [3]], [[4, 5, 6]]])
print(rt3)
print(rt3.shape, rt3.ragged_rank)
print(rt3.flat_values)
print(rt3[0])
print(rt3[1, 0])
print(tf.ragged.constant([[], []]))
print(tf.ragged.constant([[], []]).dtype)
print(isinstance(rt3, tf.RaggedTensor))
