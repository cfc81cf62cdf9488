"""BaseConvTranspose (keras/src/layers/convolutional/base_conv_transpose.py): an N-D
transposed convolution, `activation(conv_transpose(inputs, kernel) + bias)`, with a
`(*kernel_size, filters, in_channels)` kernel."""
from keras.src import activations, ops
from keras.src.backend.common.backend_utils import compute_conv_transpose_output_shape
from keras.src.layers.convolutional.base_conv import (
    add_bias_and_activate,
    add_kernel_and_bias,
    check_convolution_arguments,
    configure_convolution,
    fix_input_channels,
)
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.layers.weight_options import weight_options_config


class BaseConvTranspose(Layer):
    """Raises ValueError (Keras's texts) for filters <= 0, a 0 in kernel_size or strides, and
    strides > 1 together with dilation_rate > 1."""

    _init_call_site = ("layers/convolutional/base_conv_transpose.py", 94, "super().__init__(")

    def __init__(self, rank, filters, kernel_size, strides=1, padding="valid", output_padding=None, data_format=None,
                 dilation_rate=1, activation=None, use_bias=True, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, bias_constraint=None, trainable=True, name=None, **kwargs):
        super().__init__(trainable=trainable, name=name, activity_regularizer=activity_regularizer, **kwargs)
        configure_convolution(self, rank, filters, kernel_size, strides, dilation_rate, padding, data_format,
                              activation, use_bias, (kernel_initializer, kernel_regularizer, kernel_constraint),
                              (bias_initializer, bias_regularizer, bias_constraint), output_padding=output_padding)
        self.input_spec = InputSpec(min_ndim=self.rank + 2)
        check_convolution_arguments(self, strides_end=".")

    def build(self, input_shape):
        input_channel = fix_input_channels(self, input_shape)
        kernel_shape = self.kernel_size + (self.filters, input_channel)
        self.kernel = add_kernel_and_bias(self, kernel_shape)

    def call(self, inputs):
        outputs = ops.conv_transpose(inputs, self.kernel, strides=list(self.strides), padding=self.padding,
                                     output_padding=self.output_padding, dilation_rate=self.dilation_rate,
                                     data_format=self.data_format)
        return add_bias_and_activate(self, outputs)

    def compute_output_shape(self, input_shape):
        return compute_conv_transpose_output_shape(input_shape, self.kernel_size, self.filters, strides=self.strides,
                                                   padding=self.padding, output_padding=self.output_padding,
                                                   data_format=self.data_format, dilation_rate=self.dilation_rate)

    def get_config(self):
        config = super().get_config()
        config.update({
            "filters": self.filters, "kernel_size": self.kernel_size, "strides": self.strides,
            "padding": self.padding, "data_format": self.data_format, "dilation_rate": self.dilation_rate,
            "activation": activations.serialize(self.activation), "use_bias": self.use_bias,
        })
        # Keras lists no output_padding here.
        return weight_options_config(self, config, ("kernel", "bias"))
