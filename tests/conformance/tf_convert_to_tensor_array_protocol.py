# tf.convert_to_tensor / tf.constant of an object defining __array__ (TF 2.20
# tensorflow/python/lib/core/py_seq_tensor.cc PySeqToTFE_TensorHandle: an object with
# `__array__` converts as the NumPy array it returns, with that array's dtype; a requested
# dtype converts it as it would the array; a non-array return is a ValueError). Keras's Hashing
# layer takes such inputs (keras/src/layers/preprocessing/hashing_test.py
# test_tensor_like_inputs[array_like]: bins [1 0 1 0 2] for 0..4 in 3 bins).
import numpy as np
import tensorflow as tf
import keras


class ArrayLike:
    def __init__(self, values):
        self.values = values

    def __array__(self, dtype=None, copy=None):
        return np.array(self.values)


class NotAnArray:
    def __array__(self):
        return [1, 2]


print(tf.convert_to_tensor(ArrayLike([0, 1, 2, 3, 4])))
print(tf.constant(ArrayLike([[1.5, 2.5]])))
print(tf.convert_to_tensor(ArrayLike([1, 2]), dtype=tf.float32))
print(tf.add(ArrayLike([1, 2]), 1))
try:
    tf.convert_to_tensor(NotAnArray())
except ValueError as e:
    print("ValueError:", e)
print(np.asarray(keras.layers.Hashing(num_bins=3)(ArrayLike([0, 1, 2, 3, 4]))).tolist())
