# tf.py_function and tf.numpy_function wrap a Python callable in an op (EagerPyFunc, PyFunc).
# Eagerly the callable runs at once. In a tf.function the op is a graph node: the callable does
# not run while tracing, its output's shape is unknown (the tensor prints without a shape), and
# the callable runs every time the graph runs -- so its print appears on every call.
# py_function's callable receives EagerTensors and may use TF ops; numpy_function's receives
# NumPy arrays (0-d for scalars). Tout as a list gives a list of outputs.
# TF source: tensorflow/python/ops/script_ops.py (eager_py_func, numpy_function,
# _internal_py_func: `result if is_list_or_tuple else result[0]`; EagerFunc._convert;
# FuncRegistry._convert), tensorflow/core/ops/script_ops.cc (UnknownShape outputs).
import numpy as np
import tensorflow as tf


def halve(x):
    print("halve runs with", x)
    return x / 2


print(tf.py_function(halve, [tf.constant(5.0)], tf.float32))


@tf.function
def f(x):
    y = tf.py_function(func=halve, inp=[x], Tout=tf.float32)
    print("traced y:", y, "shape:", y.shape)
    return y + 1


print(f(tf.constant(4.0)))
print(f(tf.constant(6.0)))
print("tracing count:", f.experimental_get_tracing_count())


def np_stats(a):
    print("np_stats runs with", repr(a))
    return np.float32(a.mean()), np.int32(a.size)


@tf.function
def g(v):
    mean, size = tf.numpy_function(np_stats, [v], [tf.float32, tf.int32])
    print("traced:", mean, size)
    return mean * tf.cast(size, tf.float32)


print(g(tf.constant([1.0, 2.0, 6.0])))
print(g(tf.constant([4.0, 4.0, 4.0])))

both = tf.py_function(lambda a, b: (a + b, a * b), [2, 5], [tf.int32, tf.int32])
print(both)

with_names = tf.data.Dataset.range(3).map(lambda i: tf.py_function(lambda j: j * j, [i], tf.int64))
print(with_names.element_spec)
print(list(with_names.as_numpy_iterator()))
