# The RaggedTensor factories keep the very tensors they were given, as TF 2.20's
# ragged_tensor_test.py asserts with assertIs: testFromRowSplits (rt.row_splits is row_splits),
# testFromValueRowIdsWithDerivedNRows (rt.value_rowids() is value_rowids),
# testFromValueRowIdsWithExplicitNRows (also rt.nrows() is nrows), testFromRowLengths
# (rt.row_lengths() is row_lengths) and testFromNestedRowSplits (rt.row_splits is
# nested_row_splits[0], rt.values.row_splits is nested_row_splits[1]): RowPartition caches the
# encodings it was built from (row_partition.py), and eager with_dependencies returns its tensor.
# with_values and map_flat_values keep the partition, and so these tensors.
import tensorflow as tf

values = tf.constant(['a', 'b', 'c', 'd', 'e', 'f', 'g'])
row_splits = tf.constant([0, 2, 2, 5, 6, 7], tf.int64)
rt = tf.RaggedTensor.from_row_splits(values, row_splits, validate=False)
print(rt.values is values, rt.row_splits is row_splits, rt)
rt = tf.RaggedTensor.from_row_splits(values, tf.constant([0, 2, 2, 5, 6, 7], tf.int32))
print(rt.row_splits.dtype)

value_rowids = tf.constant([0, 0, 2, 2, 2, 3, 4], tf.int64)
rt = tf.RaggedTensor.from_value_rowids(values, value_rowids, validate=False)
print(rt.value_rowids() is value_rowids, rt.nrows(), rt)
nrows = tf.constant(7, tf.int64)
rt = tf.RaggedTensor.from_value_rowids(values, value_rowids, nrows, validate=False)
print(rt.value_rowids() is value_rowids, rt.nrows() is nrows, rt.row_lengths(), rt)

row_lengths = tf.constant([2, 0, 3, 1, 1], tf.int64)
rt = tf.RaggedTensor.from_row_lengths(values, row_lengths, validate=False)
print(rt.row_lengths() is row_lengths, rt)

nested_row_splits = [tf.constant([0, 2, 3, 3, 5], tf.int64), tf.constant([0, 2, 2, 5, 6, 7], tf.int64)]
rt = tf.RaggedTensor.from_nested_row_splits(values, nested_row_splits, validate=False)
print(rt.row_splits is nested_row_splits[0], rt.values.row_splits is nested_row_splits[1], rt.values.values is values)

rt = tf.RaggedTensor.from_row_lengths(values, row_lengths)
print(rt.with_values(tf.range(7)).row_lengths() is row_lengths)
print(tf.ragged.map_flat_values(tf.strings.upper, rt).row_lengths() is row_lengths)
