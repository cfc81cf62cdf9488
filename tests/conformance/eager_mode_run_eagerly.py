# tf.config.run_functions_eagerly(True) makes every tf.function call run the Python function
# itself: print runs on every call with eager values, Python `if` sees eager tensors, nothing is
# traced and the tracing count stays 0. Switching it off traces again on the next call.
# TF source: tensorflow/python/eager/polymorphic_function/eager_function_run.py
# (run_functions_eagerly, functions_run_eagerly), polymorphic_function.py (Function.__call__).
import tensorflow as tf


@tf.function
def magnitude(x):
    print("python sees", x)
    if x > 0:
        return x
    return -x


tf.config.run_functions_eagerly(True)
print(tf.config.functions_run_eagerly())
print(magnitude(tf.constant(3)).numpy())
print(magnitude(tf.constant(-4)).numpy())
print("traces while eager:", magnitude.experimental_get_tracing_count())

tf.config.run_functions_eagerly(False)
print(tf.config.functions_run_eagerly())
print(magnitude(tf.constant(3)).numpy())
print(magnitude(tf.constant(-4)).numpy())
print("traces:", magnitude.experimental_get_tracing_count())
