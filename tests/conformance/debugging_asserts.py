# tf.debugging assertions and check_numerics, eagerly.
# TF source: tensorflow/python/ops/check_ops.py (_binary_assert with _make_assert_msg_data and
# _pretty_print; assert_near's data list and np.finfo(dtype).eps tolerances; assert_rank's
# static "Tensor %s must have rank %d.  Received rank %d, shape %s", with an empty name
# eagerly), tensorflow/python/ops/control_flow_assert.py Assert (eager: "Expected '%s' to be
# true. Summarized data: %s" with _summarize_eager), core/kernels/check_numerics_op.cc
# ("{message} : Tensor had NaN values").
import tensorflow as tf


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)


x = tf.constant([1.0, 2.0, 3.0])
show(lambda: tf.debugging.assert_equal(x, x))
show(lambda: tf.debugging.assert_equal(tf.constant([1, 2, 3]), tf.constant([1, 2, 4])))
show(lambda: tf.debugging.assert_less(tf.constant([1, 5]), tf.constant([2, 2]), message="too big"))
show(lambda: tf.debugging.assert_greater(tf.constant(1), tf.constant(2)))
show(lambda: tf.debugging.assert_equal(tf.constant([1, 2]), tf.constant([1.0, 2.0])))
show(lambda: tf.debugging.assert_near(x, x + 1e-7))
show(lambda: tf.debugging.assert_near(x, tf.constant([1.0, 2.0, 3.1])))
show(lambda: tf.debugging.assert_rank(x, 1))
show(lambda: tf.debugging.assert_rank(x, 2))
show(lambda: tf.debugging.assert_rank(x, 2, message="need a matrix"))
show(lambda: tf.debugging.check_numerics(x, "fine"))
show(lambda: tf.debugging.check_numerics(tf.constant([1.0, float("nan")]), "bad value"))
show(lambda: tf.debugging.check_numerics(tf.constant([float("inf"), float("nan")]), "worse"))
show(lambda: tf.assert_equal(tf.constant(1), tf.constant(1)))
