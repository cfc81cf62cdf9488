# AutoGraph turns `if` on a tensor into tf.cond: both branches are traced once, main branch
# first (each Python print runs once, at trace time), and the graph runs only the taken branch
# (only its tf.print prints). A variable set in both branches is a cond output afterwards.
# TF source: tensorflow/python/autograph/operators/control_flow.py (if_stmt, _tf_if_stmt);
# tensorflow/python/ops/cond_v2.py (outputs are identities named "cond/Identity");
# autograph/g3doc/reference/control_flow.md ("before if / true branch / false branch").
import tensorflow as tf


@tf.function
def sign(x):
    print("tracing sign")
    if x > 0:
        print("  tracing the main branch")
        tf.print("positive:", x)
        y = 1
    else:
        print("  tracing the else branch")
        tf.print("not positive:", x)
        y = -1
    print("  after the if, y is", y)
    return y


print(sign(tf.constant(5)).numpy())
print(sign(tf.constant(-3)).numpy())
print(sign(tf.constant(0)).numpy())
print("tracing count:", sign.experimental_get_tracing_count())
