# tf.ragged.range, the segment-id / row-split conversions and RaggedTensor.to_tensor(shape=...).
# Expected values: the docstrings of TF 2.20's ragged_math_ops.range ([3, 5, 2] ->
# [[0, 1, 2], [0, 1, 2, 3, 4], [0, 1]]; starts [0, 5, 8], limits [3, 3, 12] (and deltas 2)),
# segment_id_ops.row_splits_to_segment_ids ([0, 3, 3, 5, 6, 9] -> [0 0 0 2 2 3 4 4 4], int64)
# and segment_ids_to_row_splits (the inverse; int32 ids keep int32 splits; num_segments pads),
# and RaggedTensor.to_tensor's ([[9, 8, 7], [], [6, 5], [4]] with shape=[5, 2] ->
# [[9 8] [0 0] [6 5] [4 0] [0 0]]); None in `shape` keeps the computed size.
import tensorflow as tf

print(tf.ragged.range([3, 5, 2]).to_list())
print(tf.ragged.range([0, 5, 8], [3, 3, 12]).to_list())
print(tf.ragged.range([0, 5, 8], [3, 3, 12], 2).to_list())
print(tf.ragged.range([0.0, 1.0], 2.0, 0.5))
print(tf.ragged.range(4))
print(tf.ragged.row_splits_to_segment_ids([0, 3, 3, 5, 6, 9]))
print(tf.ragged.segment_ids_to_row_splits([0, 0, 0, 2, 2, 3, 4, 4, 4]))
print(tf.ragged.segment_ids_to_row_splits(tf.constant([0, 0, 2]), num_segments=4))

rt = tf.ragged.constant([[9, 8, 7], [], [6, 5], [4]])
print(rt.to_tensor())
print(rt.to_tensor(shape=[5, 2]))
print(rt.to_tensor(default_value=-1, shape=[None, 4]))
print(rt.to_tensor(shape=[2, None]))
