# A learner following "Introduction to Tensors" compares dtypes and casts complex values.
# Expected text from TF 2.20's dtypes.py DType.__eq__ (anything but None goes through
# as_dtype, so NumPy types and type enums compare equal; what as_dtype refuses with a
# TypeError is unequal), dtypes.py as_dtype (_PYTHON_TO_TF lists float, bool and object, not
# int or complex) and math_ops.py cast (logging.warn before a complex -> floating Cast
# drops the imaginary part; no warning for complex -> integer or complex -> complex).
import numpy as np
import tensorflow as tf

print(tf.float32 == np.float32, tf.float32 != np.float32)
print(tf.int64 == np.int64, tf.int64 == np.int32)
print(tf.float32 == 1, tf.float32 == None, tf.float32 == "no_such_dtype", tf.float32 == [1])
print(tf.float32 == float, tf.bool == bool, tf.string == object, tf.int32 == int, tf.complex128 == complex)
try:
    tf.as_dtype(complex)
except TypeError as e:
    print("TypeError:", e)

z = tf.constant([1.5 + 2j, -3 - 1j])
print(tf.cast(z, tf.float32))
print(tf.cast(z, tf.float64))
print(tf.cast(z, tf.int32))
print(tf.cast(z, tf.complex64))
print(tf.cast(tf.constant(2j, tf.complex64), tf.float16))
