# check_ops.assert_none_equal_v2(x, y, summarize=None, message=None, name=None): unlike the
# other binary asserts, summarize comes before message. A passing eager check returns None
# without reading summarize; a failing one raises InvalidArgumentError whose text starts with
# the message, then "Condition x != y did not hold." (_binary_assert).
import tensorflow as tf

print(tf.debugging.assert_none_equal(tf.constant([1.]), tf.constant([2.]), "msg"))
try:
    tf.debugging.assert_none_equal(tf.constant([1.]), tf.constant([1.]), 2, "msg")
except tf.errors.InvalidArgumentError as e:
    print(str(e).split("\n")[:2])
try:
    tf.debugging.assert_none_equal(tf.constant([1.]), tf.constant([1.]), message="kw")
except tf.errors.InvalidArgumentError as e:
    print(str(e).split("\n")[:2])
