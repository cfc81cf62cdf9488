# `for i in tf.range(n)` becomes a tf.while_loop over the range: its body is traced once and `i`
# is the loop's placeholder. `for k in range(3)` over a Python range is an ordinary Python
# loop, unrolled while tracing: its body (and its print) runs three times per trace.
# TF source: tensorflow/python/autograph/operators/control_flow.py (for_stmt,
# _tf_range_for_stmt, _py_for_stmt); tensorflow/python/ops/while_v2.py (the body's loop
# variables are placeholders under the "while" name scope).
import tensorflow as tf


@tf.function
def total(n):
    s = tf.constant(0)
    for i in tf.range(n):
        print("tracing the tf.range body; i is", i)
        s += i
    for k in range(3):
        print("unrolling Python step", k)
        s += 100
    tf.print("total:", s)
    return s


print(total(tf.constant(4)).numpy())
print(total(tf.constant(10)).numpy())
print("tracing count:", total.experimental_get_tracing_count())
