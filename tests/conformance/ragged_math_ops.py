# Elementwise math, operators, reductions and tf.concat on RaggedTensors, eagerly. Expected text
# from TensorFlow's Ragged Tensor guide (guide/ragged_tensor.ipynb: "What you can do with a
# ragged tensor", "Overloaded operators", "Indexing") and the reduce docstrings of
# tensorflow/python/ops/ragged/ragged_math_ops.py (_RAGGED_REDUCE_*_EXAMPLE: rt =
# [[3, 1, 4], [1, 5], [9], [2, 6]]), printed through tf.Tensor's str. Empty rows reduce to the
# unsorted_segment_* identities (0, the dtype's lowest/highest, NaN for the mean's 0/0);
# int32 means divide with truediv, so they are float64 as the guide prints. tf.strings ops run on
# each string (the guide's tf.strings.substr line; length's int32 counts derived by hand).
import tensorflow as tf

digits = tf.ragged.constant([[3, 1, 4, 1], [], [5, 9, 2], [6], []])
print(tf.add(digits, 3))
print(tf.reduce_mean(digits, axis=1))
print(tf.concat([digits, [[5, 3]]], axis=0))
print(tf.ragged.map_flat_values(tf.math.square, digits))
words = tf.ragged.constant([["So", "long"], ["thanks", "for", "all", "the", "fish"]])
print(tf.strings.substr(words, 0, 2))
print(tf.strings.length(words))
print(digits + 3)
print(3 + digits)
print(digits + tf.ragged.constant([[1, 2, 3, 4], [], [5, 6, 7], [8], []]))
times_two_plus_one = lambda x: x * 2 + 1
print(tf.ragged.map_flat_values(times_two_plus_one, digits))
print(-digits)
print(digits * 2 - 1)
print(digits > 3)
print(tf.cast(digits, tf.float32) / 2)

x = tf.ragged.constant([[1, 2], [3], [4, 5, 6]])
y = tf.ragged.constant([[1, 1], [2], [3, 3, 3]])
print(x + y)
print(x + 3)

rt = tf.ragged.constant([[3, 1, 4], [1, 5], [9], [2, 6]])
print(tf.reduce_sum(rt, axis=0))
print(tf.reduce_sum(rt, axis=1))
print(tf.reduce_prod(rt, axis=0))
print(tf.reduce_prod(rt, axis=1))
print(tf.reduce_min(rt, axis=0))
print(tf.reduce_min(rt, axis=1))
print(tf.reduce_max(rt, axis=0))
print(tf.reduce_max(rt, axis=1))
print(tf.reduce_mean(rt, axis=0))
print(tf.reduce_mean(rt, axis=1))
print(tf.reduce_sum(rt, axis=-1))
print(tf.reduce_sum(rt, axis=1, keepdims=True))

print(tf.reduce_sum(digits))
print(tf.reduce_max(digits))
print(tf.reduce_min(digits))
print(tf.reduce_mean(digits))
print(tf.math.reduce_sum(digits, axis=1))
print(tf.reduce_max(digits, axis=1))
print(tf.reduce_min(digits, axis=1))

r1 = tf.ragged.constant([[1, 2], [3]])
r2 = tf.ragged.constant([[4], [], [5, 6]])
print(tf.concat([r1, r2], axis=0))
print(tf.concat([r1, r2], 0).row_lengths())
