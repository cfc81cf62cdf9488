# The statically checked asserts of tf.debugging and the check_ops/math_ops composites of
# tf.math, with the messages of tensorflow/python/ops/check_ops.py (assert_integer,
# assert_type, assert_scalar, assert_rank_at_least, assert_rank_in with _message_prefix's
# "<message>.  "; eagerly a tensor has no name: "tensor", or "" in the rank checks) and the
# values of the docstring examples of is_non_decreasing, is_strictly_increasing,
# math_ops.count_nonzero and reduce_logsumexp (log(6), [log(2)]*3, [log(3)]*2). The v2 asserts
# return None; assert_all_finite returns its input.
import inspect

import tensorflow as tf

print(tf.math.is_non_decreasing(tf.constant([1.0, 1.0, 3.0])), tf.math.is_non_decreasing(tf.constant([3.0, 1.0, 2.0])))
print(tf.math.is_strictly_increasing(tf.constant([1.0, 2.0, 3.0])), tf.math.is_strictly_increasing(tf.constant([3.0, 1.0, 2.0])))
x = tf.constant([[0, 1, 0], [1, 1, 0]])
print(tf.math.count_nonzero(x), tf.math.count_nonzero(x, 0), tf.math.count_nonzero(x, 1))
print(tf.math.count_nonzero(x, 1, keepdims=True), tf.math.count_nonzero(x, [0, 1]))
z = tf.constant([[0., 0., 0.], [0., 0., 0.]])
print(tf.reduce_logsumexp(z), tf.reduce_logsumexp(z, 0))
print(tf.reduce_logsumexp(z, 1, keepdims=True), tf.math.reduce_logsumexp(z, [0, 1]))
print(tf.math.scalar_mul(2, tf.constant([1.5, -1.0])))

print(tf.debugging.assert_integer(tf.constant([1, 2])), tf.debugging.assert_type(tf.constant(1.0), tf.float32))
print(tf.debugging.assert_scalar(tf.constant(3)), tf.debugging.assert_rank_at_least(tf.constant([[1]]), 1))
print(tf.debugging.assert_rank_in(tf.constant([1]), [1, 2]), tf.debugging.assert_all_finite(tf.constant([1.0]), "finite"))
print(tf.debugging.is_numeric_tensor(tf.constant(1)), tf.debugging.is_numeric_tensor(tf.constant("a")),
      tf.debugging.is_numeric_tensor(1))
print(tf.debugging.assert_same_float_dtype([tf.constant(1.0), tf.constant(2.0)]), tf.debugging.assert_same_float_dtype())

checks = [
    lambda: tf.debugging.assert_integer(tf.constant(1.0)),
    lambda: tf.debugging.assert_integer(tf.constant(1.0), message="need ints"),
    lambda: tf.debugging.assert_type(tf.constant(21), tf_type=tf.bool),
    lambda: tf.debugging.assert_scalar(tf.constant([1, 2])),
    lambda: tf.debugging.assert_rank_at_least(tf.constant(1.0), 1, message="too flat"),
    lambda: tf.debugging.assert_rank_in(tf.constant(1.0), [1, 2]),
    lambda: tf.debugging.assert_same_float_dtype([tf.constant(1)]),
    lambda: tf.debugging.assert_proper_iterable(tf.constant([1, 2])),
    lambda: tf.debugging.assert_proper_iterable(5),
    lambda: tf.debugging.assert_all_finite(tf.constant([1.0, float("inf")]), "must be finite"),
]
for check in checks:
    try:
        check()
    except Exception as e:
        print(type(e).__name__ + ":", str(e).splitlines()[0])
print(inspect.signature(tf.debugging.assert_rank_in), tf.debugging.assert_integer.__name__)
