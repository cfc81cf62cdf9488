# tf.bfloat16, the dtype (TF 2.20 tensorflow/python/framework/dtypes.py and _dtypes.cc):
# DT_BFLOAT16 is enum 14 (tensorflow/core/framework/types.proto); its name and DataTypeString are
# "bfloat16"; _dtypes.cc's is_floating is DataTypeIsFloating (true) and size DataTypeSize (2
# bytes, as float16's). DType.min/max try np.finfo and np.iinfo, which refuse ml_dtypes' bfloat16, and return
# _np_bfloat16(float.fromhex("-0x1.FEp127")) / ("0x1.FEp127"): bfloat16 scalars, printed by
# ml_dtypes' PyCustomFloat_Str (ml_dtypes/_src/custom_float.h: `std::ostringstream << float`,
# 6 significant digits). DType.limits looks the NumPy type up in dtype_range, which has no
# bfloat16: ValueError. as_numpy_dtype is ml_dtypes.bfloat16 (_TF_TO_NP), which as_dtype maps
# back (_NP_TO_TF). An op given bfloat16 and float inputs names both with DataTypeString
# (tensorflow/core/framework/op_kernel.cc, the eager input check).
import tensorflow as tf

print(tf.bfloat16, repr(tf.bfloat16), tf.bfloat16.name)
print(tf.bfloat16.as_datatype_enum, tf.bfloat16.is_floating, tf.bfloat16.is_integer, tf.bfloat16.is_complex,
      tf.bfloat16.size, tf.float16.size)
print(tf.bfloat16.min, tf.bfloat16.max)
print(tf.as_dtype("bfloat16") is tf.bfloat16, tf.as_dtype(14) is tf.bfloat16, tf.dtypes.bfloat16 is tf.bfloat16)
print(tf.bfloat16.as_numpy_dtype, tf.as_dtype(tf.bfloat16.as_numpy_dtype))
print(tf.bfloat16 == "bfloat16", tf.bfloat16 == tf.float16)
try:
    tf.bfloat16.limits
except ValueError as e:
    print("ValueError:", e)
try:
    tf.add(tf.constant([1.0], tf.bfloat16), tf.constant([1.0]))
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
