# Tensors never see later writes to the arrays they were made from, and arrays from
# Tensor.numpy() are writable copies. Sources: tensorflow/python/framework/constant_op.py
# convert_to_eager_tensor ("if isinstance(value, np.ndarray): value = value.copy()", behind
# tf.constant and tf.convert_to_tensor), tensorflow/python/framework/tensor.py numpy()
# ("Copy of the contents of this Tensor into a NumPy array or scalar": maybe_arr.copy()).
# Printed forms: tf.Tensor's str (tensor.py __str__) and NumPy's array str.
import numpy as np
import tensorflow as tf

a = np.array([1.0, 2.0, 3.0], dtype=np.float32)
t = tf.constant(a)
u = tf.convert_to_tensor(a)
a[0] = 10.0
a += 1
print(t)
print(u)
print(a)
n = t.numpy()
n[1] = -1.0
n *= 2
print(t)
print(n)
m = tf.constant([[1, 2], [3, 4]]).numpy()
m[:, 0] = 0
print(m)
v = tf.Variable(a)
a[2] = 0
print(v.numpy())
w = v.numpy()
w[0] = 5
print(v.numpy())
print(w)
