# DType.__eq__ / __ne__ (tensorflow/python/framework/dtypes.py): the other side goes through
# as_dtype, so a dtype name compares equal, and __ne__ is `not __eq__`; anything as_dtype
# rejects is unequal. DType.max / min of int64 are np.iinfo(np.int64)'s exact limits.
import tensorflow as tf

print(tf.string != "string", tf.string == "string", tf.int64 != "int32", tf.int64 == "int32")
print(tf.float32 != tf.float32, tf.float32 != tf.float64, tf.float32 == None, tf.float32 != 3)
print(tf.constant(["a"]).dtype != "string")
print(tf.int64.max, tf.int64.min, tf.int32.max)
