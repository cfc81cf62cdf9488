# tf.nn convolutions, poolings and bias_add, eagerly and in a tf.function. Values: the kernel tests
# of TensorFlow (conv_ops_test.py testConv2D1x1Filter, testConv2D2x2Filter, testConv2D1x2Filter,
# testConv2D2x2FilterStride2Same, testConv2DKernelSmallerThanStrideValid / ...Same;
# conv2d_transpose_test.py testConv2DTransposeSingleStride; pooling_ops_test.py
# testAvgPoolValidPadding, testAvgPoolSamePadding, testMaxPoolValidPadding,
# testMaxPoolSamePadding; bias_op_base.py) and the docstrings of nn_ops.py (conv2d_v2, max_pool_v2,
# max_pool2d). Every sum is of small integers, exact in float32; each value was also checked
# against a plain-Python evaluation of the ops' definitions. Graph names and types follow
# nn_ops.py (conv1d: ExpandDims -> Conv2D named "conv1d" -> Squeeze; max_pool2d's op is named
# after its "MaxPool2d" scope, tf.nn.avg_pool's 2-D case calls gen_nn_ops.avg_pool directly).
# Error texts: conv_ops.cc ComputeConv2DDimension, kernel_shape_util.cc
# GetWindowedOutputSizeVerbose, common_shape_fns.cc Conv2DShapeImpl (InferenceContext::Subtract),
# nn_ops.py _get_sequence and convert_padding, bias_op.cc.
import tensorflow as tf


def seq(shape):
    # 1.0, 2.0, ... laid out in `shape`, as the kernel tests fill their inputs.
    n = 1
    for d in shape:
        n *= d
    return tf.reshape(tf.range(1.0, n + 1.0), shape)


def flat(t):
    return tf.reshape(t, [-1])


print(flat(tf.nn.conv2d(seq([1, 2, 3, 3]), seq([1, 1, 3, 3]), strides=[1, 1, 1, 1], padding="VALID")))
print(flat(tf.nn.conv2d(seq([1, 2, 3, 3]), seq([2, 2, 3, 3]), strides=1, padding="VALID")))
print(flat(tf.nn.conv2d(seq([1, 2, 3, 3]), seq([1, 2, 3, 3]), strides=[1, 1], padding="VALID")))
print(flat(tf.nn.conv2d(seq([1, 2, 3, 3]), seq([2, 2, 3, 3]), strides=2, padding="SAME")))
print(flat(tf.nn.conv2d(seq([1, 7, 7, 1]), seq([2, 2, 1, 1]), strides=3, padding="VALID")))
print(flat(tf.nn.conv2d(seq([1, 3, 3, 1]), seq([1, 1, 1, 1]), strides=2, padding="SAME")))
print(flat(tf.nn.conv2d(seq([1, 4, 4, 1]), seq([2, 2, 1, 1]), strides=3, padding="SAME")))
x_in = [[[[2], [1], [2], [0], [1]],
         [[1], [3], [2], [2], [3]],
         [[1], [1], [3], [3], [0]],
         [[2], [2], [0], [1], [1]],
         [[0], [0], [3], [1], [2]]]]
kernel_in = [[[[2.0, 0.5]], [[3.0, 0.25]]], [[[0.0, 1.0]], [[1.0, 2.0]]]]
y = tf.nn.conv2d(tf.constant(x_in, tf.float32), kernel_in, strides=[1, 1, 1, 1], padding="VALID")
print(y.shape, y[0, :, :, 0])
print(y[0, :, :, 1])
print(tf.nn.conv2d(tf.constant(x_in, tf.float32), kernel_in, 1, [[0, 0], [1, 0], [0, 1], [0, 0]])[0, :, :, 0])
print(tf.nn.conv2d(tf.constant(x_in, tf.float32), kernel_in, 1, "VALID", dilations=2)[0, :, :, 0])
print(tf.nn.conv2d(tf.constant(x_in), tf.constant([[[[2]], [[3]]], [[[0]], [[1]]]]), 2, "SAME")[0, :, :, 0])
print(tf.nn.conv1d(tf.constant([[[1.0], [2.0], [3.0], [4.0]]]), [[[1.0, 0.0]], [[1.0, 1.0]]], stride=1, padding="VALID"))
print(tf.nn.convolution(seq([1, 2, 3, 3]), seq([1, 1, 3, 3]), padding="VALID").shape)
t = tf.nn.conv2d_transpose(tf.ones([1, 6, 4, 3]), tf.ones([3, 3, 2, 3]), [1, 6, 4, 2], strides=[1, 1, 1, 1], padding="SAME")
print(t.shape, t[0, :, :, 0])
print(tf.nn.conv2d_transpose(tf.ones([1, 2, 2, 1]), tf.ones([2, 2, 1, 1]), [1, 4, 4, 1], strides=2, padding="VALID")[0, :, :, 0])
print(tf.nn.conv1d_transpose(tf.ones([1, 3, 1]), tf.ones([2, 1, 1]), [1, 4, 1], strides=1, padding="VALID"))

print(tf.nn.bias_add([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [10.0, 20.0, 30.0]))
print(tf.nn.bias_add(tf.zeros([1, 2, 2]), [1.0, 2.0], data_format="NCHW"))

print(flat(tf.nn.avg_pool2d(seq([1, 3, 3, 3]), ksize=[1, 2, 2, 1], strides=[1, 2, 2, 1], padding="VALID")))
print(flat(tf.nn.avg_pool2d(seq([1, 2, 4, 3]), ksize=2, strides=2, padding="SAME")))
print(flat(tf.nn.max_pool2d(seq([1, 3, 3, 3]), ksize=2, strides=2, padding="VALID")))
print(flat(tf.nn.max_pool2d(seq([1, 2, 3, 3]), ksize=2, strides=2, padding="SAME")))
matrix = tf.reshape(tf.constant([[0, 0, 1, 7], [0, 2, 0, 0], [5, 2, 0, 0], [0, 0, 9, 8]]), (1, 4, 4, 1))
print(tf.nn.max_pool(matrix, ksize=2, strides=2, padding="SAME")[0, :, :, 0])
print(tf.nn.max_pool(matrix, ksize=3, strides=2, padding="SAME")[0, :, :, 0])
print(tf.nn.max_pool(matrix, ksize=3, strides=3, padding="VALID"))
x = tf.constant([[1., 2., 3., 4.], [5., 6., 7., 8.], [9., 10., 11., 12.]])[tf.newaxis, :, :, tf.newaxis]
print(tf.nn.max_pool2d(x, ksize=(2, 2), strides=(2, 2), padding="VALID")[0, :, :, 0])
print(tf.nn.max_pool2d(x, ksize=(2, 2), strides=(2, 2), padding="SAME")[0, :, :, 0])
print(tf.nn.max_pool2d(x, ksize=(2, 2), strides=(2, 2), padding=[[0, 0], [1, 1], [1, 1], [0, 0]])[0, :, :, 0])
print(tf.nn.avg_pool(x, ksize=3, strides=1, padding="SAME")[0, :, :, 0])
seq1d = tf.constant([[[1.0], [5.0], [2.0], [4.0], [3.0]]])
print(tf.nn.max_pool1d(seq1d, 2, 1, "VALID"))
print(tf.nn.avg_pool1d(seq1d, ksize=2, strides=2, padding="SAME"))
print(tf.nn.max_pool(seq1d, 3, 2, "VALID"))


@tf.function(input_signature=[tf.TensorSpec([None, None, None, 3]), tf.TensorSpec([2, 2, 3, 4])])
def net(x, w):
    y = tf.nn.conv2d(x, w, strides=2, padding="SAME")
    print(y)
    z = tf.nn.bias_add(y, tf.ones([4]))
    print(z)
    p = tf.nn.max_pool2d(z, 2, 2, "VALID")
    print(p)
    a = tf.nn.avg_pool(p, ksize=1, strides=1, padding="VALID")
    print(a)
    return a


print([(op.name, op.type) for op in net.get_concrete_function().graph.get_operations()])


@tf.function
def seq_net(x, w):
    y = tf.nn.conv1d(x, w, stride=1, padding="SAME")
    print(y)
    p = tf.nn.max_pool1d(y, ksize=2, strides=2, padding="VALID")
    print(p)
    q = tf.nn.avg_pool1d(y, ksize=2, strides=2, padding="VALID")
    return tf.nn.convolution(p + q, w, padding="VALID")


print(seq_net(tf.ones([2, 6, 3]), tf.ones([2, 3, 3])))
print([(op.name, op.type) for op in seq_net.get_concrete_function(tf.ones([2, 6, 3]), tf.ones([2, 3, 3])).graph.get_operations()])


@tf.function
def up(x, w):
    t = tf.nn.conv2d_transpose(x, w, [1, 4, 4, 1], strides=2)
    print(t)
    return t


up(tf.ones([1, 2, 2, 1]), tf.ones([2, 2, 1, 1]))
print([(op.name, op.type) for op in up.get_concrete_function(tf.ones([1, 2, 2, 1]), tf.ones([2, 2, 1, 1])).graph.get_operations()])


@tf.function
def too_small(x, w):
    return tf.nn.conv2d(x, w, 1, "VALID")


for bad in [lambda: tf.nn.conv2d(tf.ones([1, 2, 2, 3]), tf.ones([1, 1, 2, 1]), 1, "VALID"),
            lambda: tf.nn.conv2d(tf.ones([1, 1, 1, 1]), tf.ones([3, 3, 1, 1]), 1, "VALID"),
            lambda: tf.nn.bias_add(tf.ones([2, 3]), [1.0, 2.0]),
            lambda: too_small(tf.ones([1, 2, 2, 1]), tf.ones([3, 3, 1, 1])),
            lambda: tf.nn.conv2d(tf.ones([1, 2, 2, 1]), tf.ones([1, 1, 1, 1]), [1, 1, 1], "VALID"),
            lambda: tf.nn.conv2d(tf.ones([1, 2, 2, 1]), tf.ones([1, 1, 1, 1]), 1, [[0, 0], [1, 1], [1, 1]]),
            lambda: tf.nn.conv2d(tf.ones([1, 2, 2, 1]), tf.ones([1, 1, 1, 1]), 1, "EXPLICIT")]:
    try:
        bad()
    except (tf.errors.InvalidArgumentError, ValueError) as e:
        print(type(e).__name__ + ":", e)
