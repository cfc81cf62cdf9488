# tf.nn.conv3d_transpose (nn_ops.conv3d_transpose_v2: Conv3DBackpropInputV2 fed output_shape,
# the filter and the input, name scope "conv3d_transpose"), tf.nn.conv_transpose with a 5-long
# output_shape, and the 3-D paths of tf.nn.convolution (convolution_internal: gen_nn_ops.conv3d
# named after the "convolution" scope; dilations through SpaceToBatchND) and tf.nn.max_pool /
# avg_pool (max_pool_v2 / avg_pool_v2: gen_nn_ops.max_pool3d / avg_pool3d), with the gradients
# nn_grad._Conv3DBackpropInputGrad gives. Values by hand: with an all-ones 2x2x2 filter and
# strides 2 every input fills its own 2x2x2 block; a window sum of x = range(27) as a 3x3x3
# volume at (d, h, w) is 8 * (9d + 3h + w) + 52.
import tensorflow as tf

x = tf.reshape(tf.range(1.0, 9.0), [1, 2, 2, 2, 1])
w = tf.Variable(tf.ones([2, 2, 2, 1, 1]))
y = tf.nn.conv3d_transpose(x, w, output_shape=[1, 4, 4, 4, 1], strides=2)
print(y.shape, float(tf.reduce_sum(y)))
print(y[0, :, :, 0, 0])
print(bool(tf.reduce_all(tf.nn.conv_transpose(x, w, [1, 4, 4, 4, 1], strides=[2, 2, 2]) == y)))
print(tf.nn.conv3d_transpose(x, w, [1, 5, 5, 5, 1], [1, 2, 2, 2, 1], padding="VALID").shape)
with tf.GradientTape() as tape:
    tape.watch(x)
    loss = tf.reduce_sum(tf.nn.conv3d_transpose(x, w, [1, 4, 4, 4, 1], 2) * 2.0)
dx, dw = tape.gradient(loss, [x, w])
# Each input meets the eight filter taps once (2 * 8); each tap meets every input once (2 * 36).
print(tf.reshape(dx, [-1]))
print(tf.reshape(dw, [-1]))

cube = tf.reshape(tf.range(27.0), [1, 3, 3, 3, 1])
box = tf.ones([2, 2, 2, 1, 1])
print(tf.reshape(tf.nn.convolution(cube, box), [-1]))
print(tf.reshape(tf.nn.convolution(cube, box, strides=2, padding="SAME"), [-1]))
# Dilation 2: the one window holds the eight corners, 0 + 2 + 6 + 8 + 18 + 20 + 24 + 26.
print(tf.reshape(tf.nn.convolution(cube, box, dilations=2), [-1]))
print(tf.reshape(tf.nn.max_pool(cube, 2, 1, "VALID"), [-1]))
print(tf.reshape(tf.nn.avg_pool(cube, [2, 2, 2], [2, 2, 2], "SAME"), [-1]))


@tf.function
def ops(c):
    tf.nn.convolution(c, box)
    tf.nn.max_pool(c, 2, 2, "VALID")
    tf.nn.avg_pool(c, 2, 2, "VALID")
    tf.nn.conv3d_transpose(c, box, [1, 6, 6, 6, 1], 2)
    return c


graph = ops.get_concrete_function(cube).graph
print([(op.name, op.type) for op in graph.get_operations() if op.type in ("Conv3D", "MaxPool3D", "AvgPool3D", "Conv3DBackpropInputV2")])
