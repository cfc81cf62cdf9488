# array_ops.zeros and array_ops.ones start with dtypes.as_dtype(dtype).base_dtype, so an
# explicit dtype=None raises as_dtype's TypeError "Cannot convert the argument `type_value`:
# None to a TensorFlow DType."; leaving dtype out gives float32.
import tensorflow as tf

for f in [lambda: tf.zeros([2], dtype=None), lambda: tf.ones([2], None)]:
    try:
        f()
    except TypeError as e:
        print(e)
print(tf.zeros([2]).dtype, tf.ones([2]).dtype)
