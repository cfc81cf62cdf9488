# Ragged tensors guide: elementwise ops, reduce_mean per row (NaN for empty rows, float64 for
# int input), concat, tile, substr, map_fn, indexing and slicing, map_flat_values, to_tensor,
# the from_row_splits/value_rowids/row_lengths factories and ragged.constant's ValueErrors
# (ragged_factory_ops.py, mixed types message from tensor_util).
import tensorflow as tf

digits = tf.ragged.constant([[3, 1, 4, 1], [], [5, 9, 2], [6], []])
words = tf.ragged.constant([["So", "long"], ["thanks", "for", "all", "the", "fish"]])
print(tf.add(digits, 3))
print(tf.reduce_mean(digits, axis=1))
print(tf.concat([digits, [[5, 3]]], axis=0))
print(tf.tile(digits, [1, 2]))
print(tf.strings.substr(words, 0, 2))
print(tf.map_fn(tf.math.square, digits))
print(digits[0])
print(digits[:, :2])
print(digits[:, -2:])
print(digits * 2, digits + digits)
print(tf.ragged.map_flat_values(tf.one_hot, digits, 3).shape)
print(digits.to_tensor(default_value=-1))
print(tf.RaggedTensor.from_row_splits(values=[3, 1, 4, 1, 5, 9, 2], row_splits=[0, 4, 4, 7]))
print(tf.RaggedTensor.from_value_rowids(values=[3, 1, 4, 1, 5, 9, 2], value_rowids=[0, 0, 0, 0, 2, 2, 3]))
print(tf.RaggedTensor.from_row_lengths(values=[3, 1, 4, 1, 5, 9, 2], row_lengths=[4, 0, 2, 1]))
try:
    tf.ragged.constant([["one", "two"], [3, 4]])
except ValueError as e:
    print("ValueError:", e)
try:
    tf.ragged.constant(["A", ["B", "C"]])
except ValueError as e:
    print("ValueError:", e)
