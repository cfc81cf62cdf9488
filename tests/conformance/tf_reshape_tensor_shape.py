# A TensorShape converts to a tensor through constant_op._tensor_shape_tensor_conversion_function
# (registered for TensorShape), also where an op input has a preferred dtype (Reshape's Tshape
# defaults to int32), eagerly and while tracing; a partially known shape raises its ValueError.
import tensorflow as tf

shape = tf.TensorShape([3, 4])
print(tf.reshape(tf.range(12), shape).shape)


@tf.function
def f(x):
    return tf.reshape(x, shape)


print(f(tf.range(12.0)).shape)
print(tf.zeros(tf.TensorShape([2, 1])).shape, tf.fill(tf.TensorShape([1, 2]), 7))
try:
    tf.reshape(tf.range(12), tf.TensorShape([None, 4]))
except ValueError as e:
    print("ValueError:", e)
