# tf.py_function and tf.numpy_function as decorators (func=None, Tout by name), as the "Better
# performance with tf.function" guide and the py_function docstring use them: the wrapped
# function runs eagerly at every call, also from inside a tf.function, whose Python body runs
# only while tracing. Errors and their text from _check_args_and_maybe_make_decorator in
# tensorflow/python/ops/script_ops.py (TF 2.20).
import numpy as np
import tensorflow as tf


@tf.py_function(Tout=tf.float32)
def py_plus(x, y):
    print("Executing eagerly.")
    return x + y


@tf.function
def tf_wrapper(x, y):
    print("Tracing.")
    return py_plus(x, y)


print(tf_wrapper(tf.constant(1.0), tf.constant(2.0)).numpy())
print(tf_wrapper(tf.constant(1.0), tf.constant(2.0)).numpy())
print(py_plus.__name__, py_plus(1.0, 2.0))


@tf.py_function(Tout=tf.float32)
def py_log_huber(x, m):
    print("Running with eager execution.")
    if tf.abs(x) <= m:
        return x**2
    else:
        return m**2 * (1 - 2 * tf.math.log(m) + tf.math.log(x**2))


print(py_log_huber(tf.constant(1.0), tf.constant(2.0)).numpy())
print(py_log_huber(tf.constant(3.0), tf.constant(2.0)).numpy())


@tf.numpy_function(Tout=tf.float32, stateful=False)
def my_sinh(x):
    return np.sinh(x).astype(np.float32)


print(my_sinh(tf.constant([0.0, 1.0])))

for bad in (lambda: tf.py_function(),
            lambda: tf.py_function(inp=[1.0], Tout=tf.float32),
            lambda: tf.py_function(lambda x: x, Tout=tf.float32),
            lambda: tf.numpy_function(np.sinh, [1.0])):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
