# tf.numpy_function hands its function NumPy values as PyFunc's kernel does
# (tensorflow/python/lib/core/py_func.cc MakeArgTuple: PyArray_Return turns a 0-d array into a
# NumPy scalar; a string scalar becomes Python bytes), and FuncRegistry._convert turns a str
# result into bytes. The upper_case_fn example and its [b'HELLO', b'WORLD'] output are from
# the Dataset.map docstring (tensorflow/python/data/ops/dataset_ops.py).
import numpy as np
import tensorflow as tf


def show(*args):
    for a in args:
        print(type(a).__name__, repr(a))
    return args[0]


print(tf.numpy_function(show, [tf.constant(1.5), tf.constant(2), tf.constant([1, 2])], tf.float32))
print(tf.numpy_function(show, [tf.constant(True)], tf.bool))


@tf.function
def f(x):
    return tf.numpy_function(lambda v: v * 2, [x], tf.float32)


print(f(tf.constant(4.0)))

d = tf.data.Dataset.from_tensor_slices(['hello', 'world'])


def upper_case_fn(t: np.ndarray):
    return t.decode('utf-8').upper()


d = d.map(lambda x: tf.numpy_function(func=upper_case_fn, inp=[x], Tout=tf.string))
print(list(d.as_numpy_iterator()))
