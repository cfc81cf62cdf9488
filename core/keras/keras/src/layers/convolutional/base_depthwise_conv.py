"""BaseDepthwiseConv (keras/src/layers/convolutional/base_depthwise_conv.py): an N-D depthwise
convolution layer. Each input channel is convolved with its own `depth_multiplier` filters
(a `(*kernel_size, in_channels, depth_multiplier)` "kernel"), giving `in_channels *
depth_multiplier` output channels, plus a bias of that size when `use_bias`."""
from keras.src import activations, ops, regularizers
from keras.src.backend import standardize_data_format
from keras.src.layers.convolutional.base_conv import check_convolution_arguments
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.layers.weight_options import set_weight_options, weight_options_config
from keras.src.ops.operation_utils import compute_conv_output_shape
from keras.src.utils.argument_validation import standardize_padding, standardize_tuple


def check_depth_multiplier(layer):
    """Keras's ValueError for depth_multiplier <= 0, the first of the depthwise layers' checks."""
    if layer.depth_multiplier is not None and layer.depth_multiplier <= 0:
        raise ValueError(
            "Invalid value for argument `depth_multiplier`. Expected a strictly positive value. Received "
            f"depth_multiplier={layer.depth_multiplier}."
        )


def configure_depthwise(layer, rank, depth_multiplier, kernel_size, strides, dilation_rate, padding, data_format,
                        activation, use_bias):
    """The arguments BaseDepthwiseConv and BaseSeparableConv share, standardized in Keras's order."""
    layer.rank = rank
    layer.depth_multiplier = depth_multiplier
    layer.kernel_size = standardize_tuple(kernel_size, rank, "kernel_size")
    layer.strides = standardize_tuple(strides, rank, "strides")
    layer.dilation_rate = standardize_tuple(dilation_rate, rank, "dilation_rate")
    layer.padding = standardize_padding(padding)
    layer.data_format = standardize_data_format(data_format)
    layer.activation = activations.get(activation)
    layer.use_bias = use_bias


def input_channel_of(layer, input_shape):
    """The channel count of `input_shape` (last axis, or axis 1 channels-first)."""
    return input_shape[-1] if layer.data_format == "channels_last" else input_shape[1]


def depthwise_config(layer, config, weights):
    """get_config's shared entries, `weights` naming the layer's weight prefixes in order."""
    config.update({"depth_multiplier": layer.depth_multiplier})
    if hasattr(layer, "filters"):
        config["filters"] = layer.filters
    config.update({
        "kernel_size": layer.kernel_size, "strides": layer.strides, "padding": layer.padding,
        "data_format": layer.data_format, "dilation_rate": layer.dilation_rate,
        "activation": activations.serialize(layer.activation), "use_bias": layer.use_bias,
    })
    return weight_options_config(layer, config, weights)


class BaseDepthwiseConv(Layer):
    """`rank` is the number of spatial dimensions (1 or 2: ops.depthwise_conv's ranks). Raises
    ValueError (Keras's texts) for depth_multiplier <= 0, a 0 in kernel_size or strides, and
    strides > 1 together with dilation_rate > 1."""

    _init_call_site = ("layers/convolutional/base_depthwise_conv.py", 106, "super().__init__(")

    def __init__(self, rank, depth_multiplier, kernel_size, strides=1, padding="valid", data_format=None,
                 dilation_rate=1, activation=None, use_bias=True, depthwise_initializer="glorot_uniform",
                 bias_initializer="zeros", depthwise_regularizer=None, bias_regularizer=None,
                 activity_regularizer=None, depthwise_constraint=None, bias_constraint=None, trainable=True,
                 name=None, **kwargs):
        super().__init__(trainable=trainable, name=name, activity_regularizer=regularizers.get(activity_regularizer),
                         **kwargs)
        configure_depthwise(self, rank, depth_multiplier, kernel_size, strides, dilation_rate, padding, data_format,
                            activation, use_bias)
        set_weight_options(self, depthwise=(depthwise_initializer, depthwise_regularizer, depthwise_constraint),
                           bias=(bias_initializer, bias_regularizer, bias_constraint))
        self.input_spec = InputSpec(min_ndim=self.rank + 2)
        check_depth_multiplier(self)
        check_convolution_arguments(self)

    def build(self, input_shape):
        channel_axis = -1 if self.data_format == "channels_last" else 1
        input_channel = input_channel_of(self, input_shape)
        self.input_spec = InputSpec(min_ndim=self.rank + 2, axes={channel_axis: input_channel})
        self.kernel = self.add_weight(name="kernel", shape=self.kernel_size + (input_channel, self.depth_multiplier),
                                      initializer=self.depthwise_initializer, regularizer=self.depthwise_regularizer,
                                      constraint=self.depthwise_constraint, trainable=True, dtype=self.dtype)
        if self.use_bias:
            self.bias = self.add_weight(name="bias", shape=(self.depth_multiplier * input_channel,),
                                        initializer=self.bias_initializer, regularizer=self.bias_regularizer,
                                        constraint=self.bias_constraint, trainable=True, dtype=self.dtype)
        else:
            self.bias = None

    def call(self, inputs):
        channels = self.depth_multiplier * input_channel_of(self, inputs.shape)
        outputs = ops.depthwise_conv(inputs, self.kernel, strides=self.strides, padding=self.padding,
                                     dilation_rate=self.dilation_rate, data_format=self.data_format)
        if self.use_bias:
            if self.data_format == "channels_last":
                bias_shape = (1,) * (self.rank + 1) + (channels,)
            else:
                bias_shape = (1, channels) + (1,) * self.rank
            outputs = ops.add(outputs, ops.reshape(self.bias, bias_shape))
        if self.activation is not None:
            return self.activation(outputs)
        return outputs

    def compute_output_shape(self, input_shape):
        return compute_conv_output_shape(input_shape, self.depth_multiplier * input_channel_of(self, input_shape),
                                         self.kernel_size, strides=self.strides, padding=self.padding,
                                         data_format=self.data_format, dilation_rate=self.dilation_rate)

    def get_config(self):
        return depthwise_config(self, super().get_config(), ("depthwise", "bias"))
