# TF 2 exports four of tf.debugging's assertions at the top level as well: tf.assert_equal,
# tf.assert_less, tf.assert_greater and tf.assert_rank are the very functions tf.debugging has.
# The other assertions are tf.debugging only (their top-level names are TF 1 endpoints, reached
# as tf.compat.v1.assert_near and so on), so in TF 2 `tf.assert_near` is an AttributeError.
# TF source: tensorflow/python/ops/check_ops.py (@tf_export('debugging.assert_equal',
# 'assert_equal', v1=[]) on assert_equal_v2, likewise assert_less_v2, assert_greater_v2 and
# assert_rank_v2; @tf_export('debugging.assert_near', v1=[]) with
# @tf_export(v1=['debugging.assert_near', 'assert_near']) for the others; _binary_assert and
# _make_assert_msg_data for the eager failure text, which lists no differing indices when the
# shapes differ).
import tensorflow as tf

for name in ["assert_equal", "assert_less", "assert_greater", "assert_rank"]:
    print(name, getattr(tf, name) is getattr(tf.debugging, name))

for name in ["assert_near", "assert_none_equal", "assert_less_equal", "assert_greater_equal",
             "assert_positive", "assert_negative", "assert_non_negative", "assert_non_positive",
             "assert_shapes"]:
    print(name, hasattr(tf, name), hasattr(tf.debugging, name))

x = tf.constant([1, 2, 3])
print(tf.assert_less(x, 4), tf.assert_rank(x, 1))
try:
    tf.assert_greater(x, 2)
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__)
    print(e)
for name in ["assert_near", "assert_less_equal"]:
    try:
        getattr(tf, name)(x, x)
    except AttributeError as e:
        print(type(e).__name__, e)
