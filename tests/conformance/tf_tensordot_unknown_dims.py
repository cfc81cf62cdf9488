# tf.tensordot on an operand of known rank but unknown dims (TF 2.20 math_ops.tensordot and
# _tensordot_reshape's dynamic path: the free and contracted dims gathered from tf.shape, the
# product reshaped by their concatenation, then given the static free dims with set_shape).
# Expected values: shapes from that source, values by hand (a contraction of ones over 3).
import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec([None, 4, 3], tf.float32)])
def f(x):
    y = tf.tensordot(x, tf.ones([3]), axes=(-1, -1))
    z = tf.tensordot(x, tf.ones([3, 2]), axes=1)
    w = tf.tensordot(tf.ones([2, 4]), x, axes=[[1], [1]])
    print(y.shape, z.shape, w.shape)
    return y, z, w


y, z, w = f(tf.ones([2, 4, 3]))
print(y.numpy().tolist(), z.shape, w.shape, float(w.numpy().sum()))
