# A Python list holding NumPy arrays or eager tensors converts as the nested list of their
# values (tensorflow/python/lib/core/py_seq_tensor.cc InferShapeAndType: an ndarray or
# EagerTensor item contributes its dimensions and dtype), so one-element arrays keep their
# axis, and tf.data.Dataset.from_tensor_slices of a list of rows slices the rows (as
# keras.utils.split_dataset does with NumPy inputs). Arrays of different lengths are
# non-rectangular: py_seq_tensor's ValueError.
import numpy as np
import tensorflow as tf
import keras

print(tf.constant([np.array([1.0, 2.0]), np.array([3.0, 4.0])]))
print(tf.constant([np.array([1], dtype=np.int64), np.array([2], dtype=np.int64)]))
print(tf.constant([[np.float32(1.5)], np.array([2.5], dtype=np.float32)]))
print(tf.constant([tf.constant([1.0]), tf.constant([3.0])]).shape)
rows = list(np.arange(6, dtype="float32").reshape(3, 2))
print(tf.data.Dataset.from_tensor_slices(rows).element_spec)
left, right = keras.utils.split_dataset(np.arange(5, dtype="float32").reshape(5, 1), left_size=3)
print(left.element_spec, [a.tolist() for a in right.as_numpy_iterator()])
try:
    tf.constant([np.array([1.0, 2.0]), np.array([3.0])])
except ValueError as e:
    print("ValueError:", e)
