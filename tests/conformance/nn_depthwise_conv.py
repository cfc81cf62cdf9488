# tf.nn.depthwise_conv2d and tf.nn.separable_conv2d eagerly, in a tf.function and under a
# GradientTape. Values: the docstring of nn_impl.py depthwise_conv2d_v2 (the x/kernel example,
# VALID and explicit padding); the others are sums of small integers, exact in float32, each
# checked against a plain-Python evaluation of the definition in that docstring
#   output[b, i, j, k * M + q] = sum_{di, dj} filter[di, dj, k, q] * input[b, s*i + di - pad_top, s*j + dj - pad_left, k]
# (SAME: pad_top = max(0, (out - 1) * s + fh - in) // 2), and the gradients against finite
# differences of that evaluation (exact: the op is linear in each argument). Graph ops follow
# nn_impl.py: name scope "depthwise" / "separable_conv2d", array_ops.shape(filter) (a Const
# "Shape" once the shape is fully known), with_space_to_batch's "dilation_rate" constant, then
# DepthwiseConv2dNative named after the scope (separable: "depthwise" inside it and the 1x1
# Conv2D named after the scope). Gradients: nn_grad.py _DepthwiseConv2dNativeGrad.
import numpy as np
import tensorflow as tf

x = np.array([[1., 2.], [3., 4.], [5., 6.]], dtype=np.float32).reshape((1, 3, 2, 1))
kernel = np.array([[1., 2.], [3., 4]], dtype=np.float32).reshape((2, 1, 1, 2))
print(tf.nn.depthwise_conv2d(x, kernel, strides=[1, 1, 1, 1], padding='VALID').numpy())
print(tf.nn.depthwise_conv2d(x, kernel, strides=[1, 1, 1, 1], padding=[[0, 0], [1, 0], [1, 1], [0, 0]]).numpy())


def seq(shape):
    n = 1
    for d in shape:
        n *= d
    return tf.reshape(tf.range(1.0, n + 1.0), shape)


x = seq([1, 3, 3, 2])
f = seq([2, 2, 2, 2])
y = tf.nn.depthwise_conv2d(x, f, [1, 1, 1, 1], 'VALID')
print(y.shape, tf.reshape(y, [-1]))
print(tf.reshape(tf.nn.depthwise_conv2d(x, f, [1, 2, 2, 1], 'SAME'), [-1]))

w = seq([1, 3, 3, 4])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    tape.watch(f)
    z = tf.reduce_sum(tf.nn.depthwise_conv2d(x, f, [1, 1, 1, 1], 'SAME') * w)
print(tf.reshape(tape.gradient(z, x), [-1]))
print(tf.reshape(tape.gradient(z, f), [-1]))


@tf.function
def g(x, f):
    return tf.nn.depthwise_conv2d(x, f, [1, 1, 1, 1], 'VALID')


print(tf.reshape(g(x, f), [-1]))
print([(op.name, op.type) for op in g.get_concrete_function(x, f).graph.get_operations()])

pw = tf.ones([1, 1, 4, 1])
print(tf.reshape(tf.nn.separable_conv2d(x, f, pw, [1, 1, 1, 1], 'VALID'), [-1]))


@tf.function
def h(x, f, pw):
    return tf.nn.separable_conv2d(x, f, pw, [1, 1, 1, 1], 'VALID')


print(tf.reshape(h(x, f, pw), [-1]))
print([(op.name, op.type) for op in h.get_concrete_function(x, f, pw).graph.get_operations()])

try:
    tf.nn.depthwise_conv2d(x, seq([2, 2, 3, 1]), [1, 1, 1, 1], 'VALID')
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__)

# The backprops directly, with out_backprop = w: the gradients above.
print(tf.reshape(tf.nn.depthwise_conv2d_backprop_input([1, 3, 3, 2], f, w, [1, 1, 1, 1], 'SAME'), [-1]))
print(tf.reshape(tf.nn.depthwise_conv2d_backprop_filter(x, [2, 2, 2, 2], w, [1, 1, 1, 1], 'SAME'), [-1]))
print(tf.raw_ops.DepthwiseConv2dNative(input=x, filter=f, strides=[1, 1, 1, 1], padding='VALID').shape)
