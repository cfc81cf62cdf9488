# NumPy converts objects that define __array__ (the array protocol): tf.Variable defines
# BaseResourceVariable.__array__(dtype=None) = np.asarray(self.numpy(), dtype=dtype)
# (tensorflow/python/ops/resource_variable_ops.py), and Keras's Variable forwards to its
# tf.Variable (keras/src/backend/common/variables.py KerasVariable.__array__).
import numpy as np
import tensorflow as tf
import keras

v = tf.Variable([1.0, 2.0])
a = np.asarray(v)
print(type(a).__name__, a, a.dtype)
print(np.array(v, dtype=np.float64), np.array(v, dtype=np.float64).dtype)
print(v.__array__(), type(v.__array__()).__name__, v.__array__(np.int32))
print(np.mean(v), np.sum(np.asarray(v) * 2))
k = keras.Variable([[1, 2], [3, 4]])
print(np.asarray(k), np.asarray(k).dtype, np.asarray(k).shape)
print(np.array(keras.Variable(3.5)), np.asarray(keras.Variable(3.5)).ndim)
v.assign([5.0, 6.0])
print(a, np.asarray(v))
