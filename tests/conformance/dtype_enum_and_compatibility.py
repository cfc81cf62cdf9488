# tf.as_dtype takes a DataType enum value (types.proto: 1 DT_FLOAT, 3 DT_INT32, 9 DT_INT64, 18
# DT_COMPLEX128), and DType.is_compatible_with(other) compares with as_dtype(other), which takes
# DTypes, names and enum values alike (tensorflow/python/framework/dtypes.py).
import tensorflow as tf

print(tf.as_dtype(1), tf.as_dtype(3), tf.as_dtype(9), tf.as_dtype(18))
print(tf.float32.is_compatible_with(tf.float32), tf.float32.is_compatible_with("float64"), tf.int32.is_compatible_with(3))
