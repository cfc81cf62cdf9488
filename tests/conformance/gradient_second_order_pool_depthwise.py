# Second derivatives through average pooling and depthwise convolutions (nested tapes): each
# input's curvature counts the pooling windows / filter positions that cover it.
# Source: tensorflow/python/ops/nn_grad.py _AvgPoolGradGrad (avg_pool of the gradient),
# _DepthwiseConv2dNativeBackpropInputGrad and _DepthwiseConv2dNativeBackpropFilterGrad (the
# other backprop and the forward depthwise_conv2d_native).
import tensorflow as tf
x = tf.reshape(tf.range(1., 17.) / 10., [1, 4, 4, 1])


def second(f):
    with tf.GradientTape() as t2:
        t2.watch(x)
        with tf.GradientTape() as t1:
            t1.watch(x)
            y = tf.reduce_sum(f(x))
        g = t1.gradient(y, x)
    return t2.gradient(g, x)[0, :, :, 0]


print(second(lambda v: tf.nn.avg_pool2d(v, 2, 2, "VALID") ** 2))
print(second(lambda v: tf.nn.depthwise_conv2d(v, tf.ones([2, 2, 1, 1]), [1, 1, 1, 1], "VALID") ** 2))
w = tf.ones([2, 2, 1, 1]) * 0.5
with tf.GradientTape() as t2:
    t2.watch(w)
    with tf.GradientTape() as t1:
        t1.watch(w)
        y = tf.reduce_sum(tf.nn.depthwise_conv2d(x, w, [1, 1, 1, 1], "VALID") ** 2)
    g = t1.gradient(y, w)
print(tf.round(t2.gradient(g, w)[:, :, 0, 0] * 100) / 100)
