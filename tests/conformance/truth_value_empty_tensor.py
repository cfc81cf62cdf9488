# bool() of an empty tensor or NumPy array. _EagerTensorBase.__bool__ (TF 2.20
# python/framework/ops.py) is bool(self._numpy()), and NumPy 2.3's
# _array_nonzero (numpy/_core/src/multiarray/number.c) raises a ValueError of its own for an
# empty array since NumPy 2.2: "The truth value of an empty array is ambiguous. Use
# `array.size > 0` to check that an array is not empty." Arrays of two or more elements keep
# the "more than one element" message, and one element is its truth value.
import numpy as np
import tensorflow as tf

for value in (tf.constant([]), tf.zeros([2, 0]), np.array([]), tf.constant([1, 2]), np.array([[0, 1]])):
    try:
        print(bool(value))
    except ValueError as e:
        print(f"{type(e).__name__}: {e}")
print(bool(tf.constant([0])), bool(np.array([[3]])))
