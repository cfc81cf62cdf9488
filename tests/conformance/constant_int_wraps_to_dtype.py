# A Python int outside a requested integer dtype's range. Eagerly, TF 2.20's
# python/lib/core/py_seq_tensor.cc PySeqToTFE_TensorHandle has no converter for uint8, int8,
# int16 (and int32 gives ErrorFoundInt64), so it makes an int64 tensor. Then
# python/eager/pywrap_tensor.cc ConvertToEagerTensorUncached finds int64 IsCompatible with the
# requested integer dtype and EagerCasts, a Cast that wraps: tf.constant(256, tf.uint8) is 0,
# tf.constant(-1, tf.uint8) is 255. Operators convert a Python operand the same way, with the
# tensor's dtype (the eager fast path), so uint8 + 256 adds 0. Only ints outside int64 fail
# (ErrorOutOfRange). Inside a tf.function, constants go through make_tensor_proto's
# np.array(values, dtype=...), and NumPy 2 raises OverflowError "Python integer 256 out of
# bounds for uint8". AutoGraph re-raises it as a StagingError (autograph/impl/api.py
# _ErrorMetadata.create_exception: OverflowError is not a known string-constructor error).
import tensorflow as tf


def show(f):
    try:
        print(f())
    except Exception as e:
        print(f"{type(e).__name__}: {e}")


show(lambda: tf.constant(256, dtype=tf.uint8))
show(lambda: tf.constant([1, -1, 300], dtype=tf.uint8))
show(lambda: tf.constant(2**31, dtype=tf.int32))
show(lambda: tf.constant(200, dtype=tf.int8))
show(lambda: tf.constant(40000, dtype=tf.int16))
show(lambda: tf.constant([1, 2], dtype=tf.uint8) + 256)
show(lambda: tf.constant([1], tf.int32) + 2**40)
show(lambda: tf.constant(1, tf.uint8) - 2)
show(lambda: tf.constant(2**70, dtype=tf.int32))


@tf.function
def make():
    return tf.constant(256, dtype=tf.uint8)


@tf.function
def add(x):
    return x + 256


show(make)
show(lambda: add(tf.constant([1], tf.uint8)))
