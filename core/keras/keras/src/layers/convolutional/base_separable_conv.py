"""BaseSeparableConv (keras/src/layers/convolutional/base_separable_conv.py): a depthwise
convolution (`(*kernel_size, in_channels, depth_multiplier)` "depthwise_kernel") followed by a
pointwise one (`(1, ..., in_channels * depth_multiplier, filters)` "pointwise_kernel"), plus a
`(filters,)` bias when `use_bias`."""
from keras.src import ops, regularizers
from keras.src.layers.convolutional.base_conv import add_bias_and_activate, check_convolution_arguments
from keras.src.layers.convolutional.base_depthwise_conv import (
    check_depth_multiplier, configure_depthwise, depthwise_config, input_channel_of)
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.layers.weight_options import set_weight_options
from keras.src.ops.operation_utils import compute_conv_output_shape


class BaseSeparableConv(Layer):
    """`rank` is the number of spatial dimensions (1 or 2). Raises ValueError (Keras's texts)
    for depth_multiplier <= 0, filters <= 0, a 0 in kernel_size or strides, and strides > 1
    together with dilation_rate > 1."""

    _init_call_site = ("layers/convolutional/base_separable_conv.py", 104, "super().__init__(")

    def __init__(self, rank, depth_multiplier, filters, kernel_size, strides=1, padding="valid", data_format=None,
                 dilation_rate=1, activation=None, use_bias=True, depthwise_initializer="glorot_uniform",
                 pointwise_initializer="glorot_uniform", bias_initializer="zeros", depthwise_regularizer=None,
                 pointwise_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 depthwise_constraint=None, pointwise_constraint=None, bias_constraint=None, trainable=True,
                 name=None, **kwargs):
        super().__init__(trainable=trainable, name=name, activity_regularizer=regularizers.get(activity_regularizer),
                         **kwargs)
        self.filters = filters
        configure_depthwise(self, rank, depth_multiplier, kernel_size, strides, dilation_rate, padding, data_format,
                            activation, use_bias)
        set_weight_options(self, depthwise=(depthwise_initializer, depthwise_regularizer, depthwise_constraint),
                           pointwise=(pointwise_initializer, pointwise_regularizer, pointwise_constraint),
                           bias=(bias_initializer, bias_regularizer, bias_constraint))
        self.input_spec = InputSpec(min_ndim=self.rank + 2)
        check_depth_multiplier(self)
        check_convolution_arguments(self, received="Received: ", zeros="0(s)")

    def build(self, input_shape):
        channel_axis = -1 if self.data_format == "channels_last" else 1
        input_channel = input_channel_of(self, input_shape)
        self.input_spec = InputSpec(min_ndim=self.rank + 2, axes={channel_axis: input_channel})
        self.depthwise_kernel = self.add_weight(
            name="depthwise_kernel", shape=self.kernel_size + (input_channel, self.depth_multiplier),
            initializer=self.depthwise_initializer, regularizer=self.depthwise_regularizer,
            constraint=self.depthwise_constraint, trainable=True, dtype=self.dtype)
        self.pointwise_kernel = self.add_weight(
            name="pointwise_kernel", shape=(1,) * self.rank + (self.depth_multiplier * input_channel, self.filters),
            initializer=self.pointwise_initializer, regularizer=self.pointwise_regularizer,
            constraint=self.pointwise_constraint, trainable=True, dtype=self.dtype)
        if self.use_bias:
            self.bias = self.add_weight(name="bias", shape=(self.filters,), initializer=self.bias_initializer,
                                        regularizer=self.bias_regularizer, constraint=self.bias_constraint,
                                        trainable=True, dtype=self.dtype)
        else:
            self.bias = None

    def call(self, inputs):
        outputs = ops.separable_conv(inputs, self.depthwise_kernel, self.pointwise_kernel, strides=self.strides,
                                     padding=self.padding, dilation_rate=self.dilation_rate,
                                     data_format=self.data_format)
        return add_bias_and_activate(self, outputs)

    def compute_output_shape(self, input_shape):
        return compute_conv_output_shape(input_shape, self.filters, self.kernel_size, strides=self.strides,
                                         padding=self.padding, data_format=self.data_format,
                                         dilation_rate=self.dilation_rate)

    def get_config(self):
        return depthwise_config(self, super().get_config(), ("depthwise", "pointwise", "bias"))
