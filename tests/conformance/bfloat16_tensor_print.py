# Printing bfloat16 tensors (TF 2.20). `.numpy()` of a bfloat16 tensor is an ml_dtypes bfloat16
# array (tensorflow/python/framework/dtypes.py _TF_TO_NP: DT_BFLOAT16 -> _np_bfloat16). ml_dtypes
# prints its scalars with PyCustomFloat_Repr/_Str (ml_dtypes/_src/custom_float.h): `std::ostringstream
# << float`, the stream's %g with 6 significant digits (bfloat16(0.1) is 0.10009765625, "0.100098"),
# a NaN as "nan". NumPy's arrayprint formats a dtype that is not NumPy's own element by element with
# that text, unpadded (numpy/_core/arrayprint.py _get_format_function), and its repr names it
# `dtype=bfloat16` (dtype_short_repr: dtype.name); repr(arr.dtype) is `dtype(bfloat16)` (_dtype.py
# _scalar_str, isbuiltin 2: the type's name). A 0-d tensor's repr shows `.item()` (a Python float).
# Values are rounded to nearest even on float32's top 16 bits (Eigen's float_to_bfloat16_rtne):
# 1 + 2**-8 ties to 1, 1 + 3 * 2**-8 to 1.015625, 257 to 256; Python floats convert through double
# and are cast (tensorflow/python/lib/core/py_seq_tensor.cc has no bfloat16 converter).
import numpy as np
import tensorflow as tf

x = tf.constant([0.1, 1.0, 3.14159, -2.5, 1e10], dtype=tf.bfloat16)
print(x)
print(repr(x))
s = tf.constant(0.1, tf.bfloat16)
print(s)
print(repr(s))
a = x.numpy()
print(a, a.dtype, repr(a.dtype), type(a[0]), a[0])
print(repr(a))
print(a[1:4].astype(np.float32), a[:2].tolist())
print(tf.cast(tf.constant([1.00390625, 1.01171875, 255.5, 257.0]), tf.bfloat16))
print(tf.constant([float("nan"), float("inf"), -float("inf"), -0.0], tf.bfloat16))
print(tf.convert_to_tensor([1, 2, 3], dtype=tf.bfloat16))
print(tf.cast(tf.constant([1.5, -2.75, 300.0], tf.bfloat16), tf.int32))
print(tf.zeros([2, 2], tf.bfloat16))
