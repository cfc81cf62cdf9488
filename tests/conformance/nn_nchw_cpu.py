# Channels-first (NCHW) convolution and pooling on the CPU. TF's CPU kernels (no GPU here):
# LaunchConv2DOp<CPUDevice> (core/kernels/conv_ops_impl.h) sets Unimplemented "The Conv2D op
# currently only supports the NHWC tensor format on the CPU. The op was given the format:
# NCHW"; the MaxPool and AvgPool kernels' constructors (core/kernels/pooling_ops_common.h
# MaxPoolingOp, avgpooling_op.cc AvgPoolingOp) refuse any other format with InvalidArgument
# "Default MaxPoolingOp only supports NHWC on device type CPU"; BiasAdd (bias_op.cc) supports
# NCHW on the CPU. LaunchDepthwiseConvOp<CPUDevice> (depthwise_conv_op.cc) sets Unimplemented
# "Depthwise convolution on CPU is only supported for NHWC format"; Conv2DCustomBackpropInputOp's
# constructor (conv_grad_input_ops.cc, conv2d_transpose's kernel) InvalidArgument
# "Conv2DCustomBackpropInputOp only supports NHWC."; the CPU Conv3D launcher (conv_ops_3d.cc)
# Unimplemented "CPU implementation of Conv3D currently only supports the NHWC tensor format."
# Eagerly the op gets name=None (name: ); in a tf.function the graph run fails.
import tensorflow as tf

x = tf.reshape(tf.range(16.0), [1, 1, 4, 4])
k = tf.ones([2, 2, 1, 1])
ops = {
    "conv2d": lambda x: tf.nn.conv2d(x, k, 1, "SAME", data_format="NCHW"),
    "max_pool": lambda x: tf.nn.max_pool(x, 2, 2, "VALID", data_format="NCHW"),
    "avg_pool": lambda x: tf.nn.avg_pool(x, 2, 2, "VALID", data_format="NCHW"),
    "max_pool2d": lambda x: tf.nn.max_pool2d(x, 2, 2, "VALID", data_format="NCHW"),
    "bias_add": lambda x: tf.nn.bias_add(x, [10.0], data_format="NCHW"),
    "depthwise_conv2d": lambda x: tf.nn.depthwise_conv2d(x, k, [1, 1, 1, 1], "SAME", data_format="NCHW"),
    "conv2d_transpose": lambda x: tf.nn.conv2d_transpose(x, k, [1, 1, 4, 4], 1, "SAME", data_format="NCHW"),
    "conv3d": lambda x: tf.nn.conv3d(tf.reshape(x, [1, 1, 2, 2, 4]), tf.ones([1, 1, 1, 1, 1]), [1, 1, 1, 1, 1], "SAME",
                                     data_format="NCDHW"),
}
for name, op in ops.items():
    try:
        print(name, op(x)[0, 0, 0])
    except tf.errors.OpError as e:
        print(name, type(e).__name__, e.message)
    try:
        print(name, tf.function(op)(x)[0, 0, 0])
    except tf.errors.OpError as e:
        print(name, "in tf.function:", type(e).__name__)
