# conv_ops_test.testConv2DGroupConvFwd (TF 2.20), which runs NHWC on the CPU when there is no GPU:
# a Conv2D whose filter's input depth divides the input's depth is a grouped convolution, which
# the CPU kernel computes with LaunchGrouped (conv_ops_impl.h): the same as convolving each group
# of input channels with its share of the filters and concatenating, for every dilation and
# stride of the test. An output depth the groups do not divide is the launcher's
# InvalidArgumentError eagerly and the Conv2D shape function's ValueError in a tf.function.
import numpy as np
import tensorflow as tf


def numbers(shape):
    total = int(np.prod(shape))
    return np.arange(1, total + 1, dtype=np.float32).reshape(shape) / total


for dilation in (1, 2):
    for stride in (1, 2):
        for filter_dims in ([3, 3, 4, 8], [1, 1, 2, 16]):
            x = tf.constant(numbers([2, 8, 8, 16]))
            f = tf.constant(numbers(filter_dims))
            groups = 16 // filter_dims[2]
            conv = lambda i, k: tf.nn.conv2d(i, k, [1, stride, stride, 1], "SAME", dilations=[1, dilation, dilation, 1])
            grouped = conv(x, f)
            loop = tf.concat([conv(a, b) for a, b in zip(tf.split(x, groups, axis=3), tf.split(f, groups, axis=3))], axis=3)
            print(dilation, stride, filter_dims, grouped.shape, np.allclose(grouped, loop, atol=1e-5, rtol=1e-5))

print(tf.nn.conv2d(tf.ones([1, 4, 4, 4]), tf.ones([3, 3, 2, 4]), 1, "SAME")[0, :, :, 0])
try:
    tf.nn.conv2d(tf.ones([1, 4, 4, 4]), tf.ones([3, 3, 2, 3]), 1, "SAME")
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__)


@tf.function
def traced(a, b):
    return tf.nn.conv2d(a, b, 1, "VALID")


try:
    traced(tf.ones([1, 4, 4, 4]), tf.ones([3, 3, 2, 3]))
except ValueError as e:
    message = str(e)
    start = message.index("Depth of output")
    print("ValueError:", message[start:message.index(" for '", start)])
