# The ragged tensor guide's constructors of multi-level RaggedTensors and from_sparse
# (ragged_tensor.py: from_nested_row_splits / from_nested_row_lengths / from_nested_value_rowids
# apply from_row_splits / from_row_lengths / from_value_rowids from the innermost partition out;
# from_sparse reads rows from indices[:, 0] of a ragged-right rank-2 SparseTensor, else
# _assert_sparse_indices_are_ragged_right's Assert, whose eager text is control_flow_assert's
# "Expected '...' to be true. Summarized data: ..."). Outputs as the guide shows them.
import tensorflow as tf

print(tf.RaggedTensor.from_nested_row_splits(
    flat_values=[3, 1, 4, 1, 5, 9, 2, 6],
    nested_row_splits=([0, 1, 3, 5], [0, 4, 4, 7, 8, 8])))
print(tf.RaggedTensor.from_nested_row_lengths(
    flat_values=[3, 1, 4, 1, 5, 9, 2, 6],
    nested_row_lengths=([1, 2, 2], [4, 0, 3, 1, 0])))
print(tf.RaggedTensor.from_nested_value_rowids(
    flat_values=[3, 1, 4, 1, 5, 9, 2, 6],
    nested_value_rowids=([0, 1, 1, 2, 2], [0, 0, 0, 0, 2, 2, 2, 3]),
    nested_nrows=[3, 5]))
try:
    tf.RaggedTensor.from_nested_row_splits([1, 2], tf.constant([0, 2]))
except TypeError as e:
    print("TypeError:", e)

st = tf.SparseTensor(indices=[[0, 0], [2, 0], [2, 1]],
                     values=['a', 'b', 'c'],
                     dense_shape=[3, 3])
print(tf.RaggedTensor.from_sparse(st))
rt = tf.RaggedTensor.from_sparse(st, row_splits_dtype=tf.int32)
print(rt.row_splits)
try:
    tf.RaggedTensor.from_sparse(tf.SparseTensor([[0, 1]], [5], [2, 2]))
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
try:
    tf.RaggedTensor.from_sparse(tf.constant([[1]]))
except TypeError as e:
    print("TypeError:", e)
