# RaggedTensor.from_value_rowids's checks of its arguments, from TF 2.20's
# ragged_tensor_test.py testFromValueRowIdsWithBadNRows (the nrows=-2 ValueError, and the rank
# errors "Shape (7, 1) must have rank 1" / "Shape (1,) must have rank 0") and row_partition.py
# RowPartition.from_value_rowids: a constant nrows below 0 raises "Expected nrows >= 0; got %d"
# and one not above value_rowids[-1] "Expected nrows >= value_rowids[-1] + 1; got nrows=%d,
# value_rowids[-1]=%d" (both before any op runs, with validate=False too); then
# value_rowids.shape.assert_has_rank(1) and nrows.shape.assert_has_rank(0). RaggedTensor.
# _from_row_partition checks values.shape[:1] against value_rowids' shape ("Shapes (6,) and (7,)
# are incompatible"), and RaggedTensor.from_value_rowids refuses a non-bool validate.
# RowPartition.from_uniform_row_length (validate=True): "uniform_row_length=%d times nrows=%d
# must equal nvals=%d", then "uniform_row_length must be >= 0." (nrows = nvals // length, Python's
# floor division); RowPartition.from_row_splits: "row_splits tensor may not be empty." for [],
# and row_splits / row_lengths of rank 2 fail assert_has_rank(1); _convert_row_partition refuses
# a partition of another dtype ("row_splits must have dtype int32 or int64"). Scalar values meet
# values.shape[:1].assert_is_compatible_with(value_rowids.shape): "Shapes () and (1,)".
import tensorflow as tf

values = tf.constant(['a', 'b', 'c', 'd', 'e', 'f', 'g'])
value_rowids = tf.constant([0, 0, 2, 2, 2, 3, 4], tf.int64)


def attempt(label, fn):
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)


attempt('nrows=-2', lambda: tf.RaggedTensor.from_value_rowids(values, value_rowids, nrows=-2))
attempt('nrows=-2 validate=False', lambda: tf.RaggedTensor.from_value_rowids(values, value_rowids, nrows=-2, validate=False))
attempt('nrows=-1', lambda: tf.RaggedTensor.from_value_rowids(values, value_rowids, nrows=-1))
attempt('empty nrows=-5', lambda: tf.RaggedTensor.from_value_rowids([], [], nrows=-5))
attempt('nrows=3', lambda: tf.RaggedTensor.from_value_rowids(values, value_rowids, nrows=3))
attempt('rowids rank 2', lambda: tf.RaggedTensor.from_value_rowids(values, tf.expand_dims(value_rowids, 1), nrows=5))
attempt('nrows rank 1', lambda: tf.RaggedTensor.from_value_rowids(values, value_rowids, nrows=tf.constant([5], tf.int64)))
attempt('values too short', lambda: tf.RaggedTensor.from_value_rowids(values[:6], value_rowids, nrows=5))
attempt('validate=1', lambda: tf.RaggedTensor.from_value_rowids(values, value_rowids, validate=1))
attempt('nrows=7', lambda: tf.RaggedTensor.from_value_rowids(values, value_rowids, nrows=7))
attempt('empty nrows=0', lambda: tf.RaggedTensor.from_value_rowids([], [], nrows=0).shape)
attempt('empty nrows=2', lambda: tf.RaggedTensor.from_value_rowids([], [], nrows=2))

attempt('uniform 2, nrows=3', lambda: tf.RaggedTensor.from_uniform_row_length(values, 2, nrows=3))
attempt('uniform -1', lambda: tf.RaggedTensor.from_uniform_row_length(values, -1))
attempt('uniform 0', lambda: tf.RaggedTensor.from_uniform_row_length(values, 0))
attempt('uniform -2 of 5', lambda: tf.RaggedTensor.from_uniform_row_length(values[:5], -2))
attempt('uniform 0 of 0, nrows=2', lambda: tf.RaggedTensor.from_uniform_row_length(tf.zeros([0]), 0, nrows=2))
attempt('row_splits []', lambda: tf.RaggedTensor.from_row_splits([], []))
attempt('row_splits rank 2', lambda: tf.RaggedTensor.from_row_splits([1, 2], [[0, 1], [0, 2]]))
attempt('row_lengths rank 2', lambda: tf.RaggedTensor.from_row_lengths([1, 2], [[1, 1]]))
attempt('row_splits float', lambda: tf.RaggedTensor.from_row_splits([1, 2], [0, 1.5, 2]))
attempt('value_rowids float', lambda: tf.RaggedTensor.from_value_rowids([1, 2], tf.constant([0.0, 1.0])))
attempt('scalar values', lambda: tf.RaggedTensor.from_value_rowids(5, [0]))
