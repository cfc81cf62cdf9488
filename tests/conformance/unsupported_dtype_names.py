# Dtype names NumPy 2 and TF 2.20 understand but tfplay has no dtype for (uint16, uint32,
# the float8 and 4-bit types) raise a NotImplementedError naming the dtype, rather
# than NumPy's "data type not understood" or TF's "Cannot convert ... to a TensorFlow DType",
# which would claim the name is wrong; TF's names raise what using the stub tf.<name> raises
# (tf.uint64 included, which tfplay only uses internally). Names neither library knows keep
# those errors (numpy/_core dtype parsing; tensorflow/python/framework/dtypes.py as_dtype).
import numpy as np
import tensorflow as tf
import keras

attempts = [
    lambda: np.array(0, dtype="uint16"),
    lambda: np.zeros(2, dtype="uint32"),
    lambda: np.ones(2, dtype="<u2"),
    lambda: tf.constant(0, dtype="uint16"),
    lambda: tf.as_dtype("uint32"),
    lambda: tf.as_dtype("uint64"),
    lambda: tf.as_dtype(tf.uint64),
    lambda: tf.zeros([2], dtype="float8_e4m3fn"),
    lambda: tf.cast(tf.constant([1.0]), "float8_e5m2"),
    lambda: keras.ops.cast(keras.ops.ones((2,)), "uint16"),
]
for attempt in attempts:
    try:
        attempt()
    except NotImplementedError as e:
        print("NotImplementedError:", e)
for attempt in (lambda: np.array(0, dtype="uint17"), lambda: tf.as_dtype("uint17")):
    try:
        attempt()
    except TypeError as e:
        print("TypeError:", e)
