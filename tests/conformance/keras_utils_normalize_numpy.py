# keras.utils.normalize on a NumPy array returns a NumPy array and honours `order`
# (keras/src/utils/numerical_utils.py: x / expand_dims(np.linalg.norm(x, order, axis), axis),
# zero norms left as 1); a tensor goes through keras.ops.nn.normalize. Expected values by hand:
# [3, 4] / 5 and [3, 4] / 7 (its 1-norm); with axis=0 Keras's `axis = axis or -1` expands the
# norms [3, 4] on the last axis, so [[3, 4]] / [[3], [4]] broadcasts to a 2 x 2 result.
import numpy as np
import keras

x = np.array([[3.0, 4.0], [0.0, 0.0]])
out = keras.utils.normalize(x)
print(type(out).__name__, out.dtype)
print(out)
print(keras.utils.normalize(x, order=1))
print(keras.utils.normalize(np.array([[3.0, 4.0]]), axis=0))
print(np.linalg.norm(np.array([[3.0, 4.0], [6.0, 8.0]]), 1, 1), np.linalg.norm(np.array([3.0, -4.0]), np.inf))
