# np.set_printoptions / np.get_printoptions / np.printoptions and np.generic. NumPy's print
# options also shape how TF prints tensors: EagerTensor.__str__ is str() of the NumPy value
# (tensorflow/python/framework/tensor.py _numpy_text), while a 0-d value prints as a NumPy
# scalar, which ignores them. Expected text: numpy/_core/arrayprint.py (NumPy 2.3: precision
# rounds in "maxprec" mode, suppress keeps small values out of scientific notation, threshold
# and edgeitems summarize) and numpy/_core/numerictypes.py's scalar hierarchy.
import numpy as np
import tensorflow as tf

x = tf.constant([1 / 3, 2 / 3, 1e-5])
print(x)
np.set_printoptions(precision=3)
print(x)
print(np.array([1 / 3, 2 / 3]))
print(tf.constant(1 / 3))
np.set_printoptions(suppress=True)
print(x)
print(np.get_printoptions())
with np.printoptions(precision=1, threshold=4, edgeitems=1):
    print(np.array([1 / 3, 2 / 3]))
    print(tf.range(10))
print(np.array([1 / 3, 2 / 3]))
np.set_printoptions(threshold=5, edgeitems=2)
print(np.arange(10))
np.set_printoptions(threshold=np.inf, linewidth=20)
print(np.arange(12))
np.set_printoptions(precision=8, suppress=False, threshold=1000, edgeitems=3, linewidth=75)
print(x)

print(isinstance(np.float32(1.0), np.generic), isinstance(np.array([1.0]), np.generic))
print(isinstance(1.0, np.generic), isinstance(tf.constant(1.0).numpy(), np.generic))
print(np.float32.__mro__)
print(np.int64.__mro__)
print(np.bool_.__mro__)
print(issubclass(np.uint8, np.unsignedinteger), issubclass(np.uint8, np.signedinteger))
print(issubclass(np.float64, np.floating), issubclass(np.int32, np.number))
try:
    np.generic()
except TypeError as e:
    print("TypeError:", e)
try:
    np.set_printoptions(threshold="all")
except TypeError as e:
    print("TypeError:", e)
try:
    np.set_printoptions(precision=2.5)
except TypeError as e:
    print("TypeError:", e)
