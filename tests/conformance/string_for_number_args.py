# A string where a number is expected raises the Python error TF raises:
# - sort_ops._sort_or_argsort does int(tensor_util.constant_value(axis)); a string axis is
#   bytes there, so int() raises ValueError "invalid literal for int() with base 10: b'x'".
# - check_ops._assert_rank_condition starts with assert_type(rank, dtypes.int32): TypeError
#   "tensor must be of type tf.int32; got tf.string" (an eager tensor has no name).
# - array_ops.sequence_mask builds its range from constant(0, maxlen.dtype), and
#   math_ops._unsorted_segment_N calls ones(..., dtype=data.dtype), i.e. constant(1, dtype):
#   TypeError "Cannot convert 0 to EagerTensor of dtype string" (convert_to_eager_tensor).
# - array_ops.ones (and ones_like through it) fills with constant(1, dtype=dtype), which a
#   string dtype refuses the same way; zeros has "" for strings.
import tensorflow as tf

cases = [
    ("sort", lambda: tf.sort([3., 1.], 'x')),
    ("argsort", lambda: tf.argsort([3, 1], 'x')),
    ("assert_rank", lambda: tf.debugging.assert_rank(tf.constant([1., 2.]), 'x')),
    ("assert_rank int64", lambda: tf.debugging.assert_rank(tf.constant([1., 2.]), tf.constant(1, tf.int64))),
    ("sequence_mask", lambda: tf.sequence_mask([1, 2], 'x')),
    ("unsorted_segment_mean", lambda: tf.math.unsorted_segment_mean(tf.constant(['a', 'b']), [0, 1], 2)),
    ("ones", lambda: tf.ones([2], tf.string)),
    ("ones_like", lambda: tf.ones_like(tf.constant(['a']))),
]
for name, f in cases:
    try:
        f()
    except (TypeError, ValueError) as e:
        print(name, type(e).__name__, e)
print(tf.zeros([2], tf.string))
