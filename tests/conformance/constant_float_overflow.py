# A Python number out of range for a float32/float16 tensor. Expected text from TF 2.20's source:
# tensorflow/python/lib/core/py_seq_tensor.cc ConvertOneFloat: a finite Python float that becomes
# inf in the narrower type, or a Python int PyLong_AsDouble cannot convert, returns
# ErrorOutOfRangeDouble ("Can't convert Python sequence with a value out of range for a
# double-precision float."), raised as ValueError like ErrorOutOfRange for integers. A float64
# tensor holds 1e40, and an infinite Python float stays inf.
import tensorflow as tf

for value, dtype in [(1e40, None), ([1.0, -1e39], None), (70000.0, tf.float16), (10**400, tf.float32),
                     ([[1.0], [3e38 * 10]], tf.float32)]:
    try:
        print(tf.constant(value, dtype=dtype))
    except ValueError as e:
        print("ValueError:", e)
print(tf.constant(1e40, dtype=tf.float64))
print(tf.constant(float("inf")))
print(tf.constant(3e38))
