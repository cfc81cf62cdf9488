# NumPy reads any object with the sequence protocol as a sequence of elements, not only lists and
# tuples (numpy/_core/src/multiarray/array_coercion.c PyArray_DiscoverDTypeAndShape_Recursive:
# arrays and array-likes first, then Python scalars and strings, then PySequence_Check plus a
# length that does not raise; PySequence_Check is false for dicts). So a range, a deque and a
# tf.TensorShape (its __getitem__ and __len__, tensorflow/python/framework/tensor_shape.py)
# become arrays, and an element with __array__ (a tf.Variable) inside a list stands for its
# array. Shape arguments go through PyArray_IntpConverter (conversion_utils.c): one integer or
# a sequence of them, so `a.reshape(t.shape)`, `np.reshape(a, t.shape)`, `a.reshape(tf.shape(t))`
# and `np.zeros(np.array([2, 3]))` work; elements are read with __index__. NumPy's bool, float
# and complex scalars have no __index__ (scalartypes.c), so PyNumber_Index and list indexing
# name their C type: "'numpy.float64' object cannot be interpreted as an integer", "list
# indices must be integers or slices, not numpy.float64" (CPython abstract.c, listobject.c).
import collections

import numpy as np
import tensorflow as tf

t = tf.ones((2, 3))
a = np.arange(6.0)
print(a.reshape(t.shape))
print(np.reshape(a, t.shape).shape, a.reshape(tf.shape(t)).shape, a.reshape(np.array([3, 2])).shape)
print(np.zeros(np.array([2, 1])), np.ones(t.shape, dtype=np.int32).shape)
print(np.prod(t.shape), np.array(t.shape), np.array(t.shape).dtype)
print(np.array(range(4)), np.array([range(2), range(2)]).shape, np.mean(range(4)))
print(np.array(collections.deque([1.5, 2])))
print(np.array([tf.Variable(1.0), tf.Variable(2.0)]), np.array([tf.Variable([1, 2])]).shape)
print(a.reshape(3, 2).transpose(tf.TensorShape([1, 0])).shape)


def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)


attempt(lambda: a.reshape(np.array([2.0, 3.0])))
attempt(lambda: a.reshape([2, "3"]))
attempt(lambda: np.zeros(np.array([[2, 3]])))
attempt(lambda: a.reshape(np.array(6)))
attempt(lambda: range(np.float32(3)))
attempt(lambda: [1, 2][np.float64(0)])
attempt(lambda: [1, 2][np.int32(1)])
