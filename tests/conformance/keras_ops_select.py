# keras.ops.select on eager tensors, NumPy arrays and KerasTensors. The checks are Keras 3.11's
# (keras/src/ops/numpy.py select: lists or tuples, not empty); the eager call is the TensorFlow
# backend's tf.experimental.numpy.select (tensorflow/python/ops/numpy_ops/np_array_ops.py
# select: the length check, NumPy's result type of `default` and the choices with Python numbers
# weakly typed and float64 allowed, then `where` from the last condition so the first true one
# wins). The first result is the docstring's example. DType.as_numpy_dtype (dtypes.py) is the
# NumPy scalar type; strings map to `object`.
import numpy as np
import tensorflow as tf
import keras
from keras import ops

x = ops.arange(6)
print(ops.select([x < 3, x > 3], [x, x**2], 42))
xn = np.arange(6)
print(ops.select((xn < 3, xn > 3), (xn, xn**2), 42))
print(ops.select([np.array([True, False])], [np.array([1.0, 2.0])]))
print(ops.select([x < 2], [ops.cast(x, "float32")], 0.5))
print(ops.select([x < 2], [x], 0.5))
print(ops.select([x < 1, x < 4], [x * 10, -x]))
for bad in [([x < 2, x > 3], [x]), ([], []), (x < 2, x)]:
    try:
        ops.select(*bad)
    except ValueError as e:
        print("ValueError:", e)
inp = keras.Input((6,))
out = ops.select([inp < 3, inp > 3], [inp, inp * 2], 0)
print(out.shape, out.dtype)
model = keras.Model(inp, out)
print(model(np.arange(6, dtype="float32")[None]))
for d in [tf.int32, tf.bool, tf.string, tf.float64, tf.uint8, tf.complex64]:
    print(d.as_numpy_dtype)
print(np.zeros(2, tf.float32.as_numpy_dtype).dtype)
