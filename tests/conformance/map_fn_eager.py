# tf.map_fn, tf.scan, tf.foldl and tf.foldr eagerly. The examples and their results are the
# docstrings of map_fn_v2 (tensorflow/python/ops/map_fn.py) and of scan_v2, foldl_v2, foldr_v2
# (functional_ops.py). Eagerly the while_loop runs in Python, so fn runs once per element (the
# prints show it). The `dtype` argument logs deprecation.deprecated_args' warning once; scalars
# are refused with map_fn's ValueError.
import numpy as np
import tensorflow as tf

elems = np.array([1, 2, 3, 4, 5, 6])
print(repr(tf.map_fn(lambda x: x * x, elems)))

elems = (np.array([1, 2, 3]), np.array([-1, 1, -1]))
print(repr(tf.map_fn(lambda x: x[0] * x[1], elems, fn_output_signature=tf.int64)))

elems = np.array([1, 2, 3])
print(tf.map_fn(lambda x: (x, -x), elems, fn_output_signature=(tf.int64, tf.int64)))


def show(x):
    print("fn got", x.numpy())
    return tf.cast(x, tf.float32) / 2


print(tf.map_fn(show, tf.constant([[1, 2], [3, 4], [5, 6]]), fn_output_signature=tf.float32))
print(tf.map_fn(lambda x: x * 2.0, tf.constant([1.0, 2.0]), dtype=tf.float32))
print(tf.map_fn(lambda x: x + 1.0, tf.constant([1.0, 2.0]), dtype=tf.float32))
print(tf.map_fn(lambda d: d["a"] + d["b"], {"a": tf.constant([1, 2]), "b": tf.constant([10, 20])},
                fn_output_signature=tf.int32))

try:
    tf.map_fn(lambda x: x, tf.constant(3.0))
except ValueError as e:
    print("ValueError:", e)

elems = np.array([1, 2, 3, 4, 5, 6])
print(tf.scan(lambda a, x: a + x, elems))
print(tf.scan(lambda a, x: a + x, elems, reverse=True))
initializer = np.array(0)
print(tf.scan(lambda a, x: x[0] - x[1] + a, (elems + 1, elems), initializer))
elems = np.array([1, 0, 0, 0, 0, 0])
initializer = (np.array(0), np.array(1))
print(tf.scan(lambda a, _: (a[1], a[0] + a[1]), elems, initializer))

elems = tf.constant([1, 2, 3, 4, 5, 6])
print(tf.foldl(lambda a, x: a + x, elems))
print(tf.foldr(lambda a, x: a + x, elems))
print(tf.foldl(lambda a, x: a * 10 + x, elems, initializer=7))
print(tf.foldr(lambda a, x: a * 10 + x, elems))
