# An `if` on a Python value stays a Python `if` inside tf.function: only the taken branch
# runs, while tracing, and each new Python value is a new trace (a Literal in the trace key).
# TF source: tensorflow/python/autograph/operators/control_flow.py (if_stmt -> _py_if_stmt);
# tensorflow/core/function/trace_type/default_types.py (Literal).
import tensorflow as tf


@tf.function
def scale(x, mode):
    if mode == "double":
        print("tracing the double branch")
        return x * 2
    else:
        print("tracing the halve branch")
        return x // 2


x = tf.constant(8)
print(scale(x, "double").numpy())
print(scale(x, "halve").numpy())
print(scale(tf.constant(10), "double").numpy())
print("tracing count:", scale.experimental_get_tracing_count())
