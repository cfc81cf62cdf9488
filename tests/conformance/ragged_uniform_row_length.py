# tf.RaggedTensor.from_uniform_row_length, as in the "Ragged tensors" guide ("Uniform inner
# dimensions"): rows of one length, which the shape shows (2, 2, None), and the partition dtype
# of row_splits/row_lengths/value_rowids given as Python lists: int64 (RaggedTensor.from_* convert
# them with dtype_hint int64, or the row_splits dtype of ragged values), a tf.Tensor keeps its own.
# TF source: tensorflow/python/ops/ragged/ragged_tensor.py (from_uniform_row_length,
# uniform_row_length, _get_optional_partition_dtype), ragged/row_partition.py
# (from_uniform_row_length: nrows = nvals // uniform_row_length, 0 for length 0;
# _convert_row_partition: dtype_hint int64).
import tensorflow as tf

rt = tf.RaggedTensor.from_uniform_row_length(
    values=tf.RaggedTensor.from_row_splits(
        values=[10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
        row_splits=[0, 3, 5, 9, 10]),
    uniform_row_length=2)
print(rt)
print(f"Number of partitioned dimensions: {rt.ragged_rank}")
print(rt.shape)
print(rt.row_splits, rt.uniform_row_length, rt.values.uniform_row_length)

u = tf.RaggedTensor.from_uniform_row_length([1, 2, 3, 4, 5, 6], 2)
print(u, u.shape, u.ragged_rank)
print(u.row_lengths())
print(u * 10)
print(u.to_tensor())
print(tf.RaggedTensor.from_uniform_row_length(tf.constant([[1, 2], [3, 4], [5, 6]]), tf.constant(3)).row_splits)
empty = tf.RaggedTensor.from_uniform_row_length(tf.zeros([0]), 0, nrows=3)
print(empty, empty.shape)

# Partition dtypes of the other factories.
print(tf.RaggedTensor.from_row_splits(values=[3, 1, 4, 1], row_splits=[0, 2, 4]).row_splits)
print(tf.RaggedTensor.from_row_lengths(values=[3, 1, 4, 1], row_lengths=[3, 1]).row_splits)
print(tf.RaggedTensor.from_value_rowids(values=[3, 1, 4, 1], value_rowids=[0, 0, 1, 2]).row_splits)
print(tf.RaggedTensor.from_row_splits(values=[3, 1, 4, 1], row_splits=tf.constant([0, 1, 4])).row_splits)
inner = tf.RaggedTensor.from_row_splits([1, 2, 3], tf.constant([0, 1, 3]))
print(tf.RaggedTensor.from_row_lengths(inner, [1, 1]).row_splits)
