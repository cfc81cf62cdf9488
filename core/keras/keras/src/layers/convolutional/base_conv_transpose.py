"""BaseConvTranspose (keras/src/layers/convolutional/base_conv_transpose.py): an N-D
transposed convolution, `activation(conv_transpose(inputs, kernel) + bias)`, with a
`(*kernel_size, filters, in_channels)` kernel."""
from keras.src import activations, constraints, initializers, ops, regularizers
from keras.src.backend import standardize_data_format
from keras.src.backend.common.backend_utils import compute_conv_transpose_output_shape
from keras.src.layers.convolutional.base_conv import add_bias_and_activate
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.utils.argument_validation import standardize_padding, standardize_tuple


class BaseConvTranspose(Layer):
    """Raises ValueError (Keras's texts) for filters <= 0, a 0 in kernel_size or strides, and
    strides > 1 together with dilation_rate > 1."""

    _init_call_site = ("layers/convolutional/base_conv_transpose.py", 94, "super().__init__(")

    def __init__(self, rank, filters, kernel_size, strides=1, padding="valid", output_padding=None, data_format=None,
                 dilation_rate=1, activation=None, use_bias=True, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, bias_constraint=None, trainable=True, name=None, **kwargs):
        super().__init__(trainable=trainable, name=name, activity_regularizer=activity_regularizer, **kwargs)
        self.rank = rank
        self.filters = filters
        self.kernel_size = standardize_tuple(kernel_size, rank, "kernel_size")
        self.strides = standardize_tuple(strides, rank, "strides")
        self.dilation_rate = standardize_tuple(dilation_rate, rank, "dilation_rate")
        self.padding = standardize_padding(padding)
        if output_padding is None:
            self.output_padding = None
        else:
            self.output_padding = standardize_tuple(output_padding, rank, "output_padding", allow_zero=True)
        self.data_format = standardize_data_format(data_format)
        self.activation = activations.get(activation)
        self.use_bias = use_bias
        self.kernel_initializer = initializers.get(kernel_initializer)
        self.bias_initializer = initializers.get(bias_initializer)
        self.kernel_regularizer = regularizers.get(kernel_regularizer)
        self.bias_regularizer = regularizers.get(bias_regularizer)
        self.kernel_constraint = constraints.get(kernel_constraint)
        self.bias_constraint = constraints.get(bias_constraint)
        self.input_spec = InputSpec(min_ndim=self.rank + 2)
        if self.filters is not None and self.filters <= 0:
            raise ValueError(
                f"Invalid value for argument `filters`. Expected a strictly positive value. Received filters={self.filters}."
            )
        if not all(self.kernel_size):
            raise ValueError(f"The argument `kernel_size` cannot contain 0. Received kernel_size={self.kernel_size}.")
        if not all(self.strides):
            raise ValueError(f"The argument `strides` cannot contains 0. Received strides={self.strides}.")
        if max(self.strides) > 1 and max(self.dilation_rate) > 1:
            raise ValueError(
                "`strides > 1` not supported in conjunction with `dilation_rate > 1`. "
                f"Received: strides={self.strides} and dilation_rate={self.dilation_rate}"
            )

    def build(self, input_shape):
        if self.data_format == "channels_last":
            channel_axis = -1
            input_channel = input_shape[-1]
        else:
            channel_axis = 1
            input_channel = input_shape[1]
        self.input_spec = InputSpec(min_ndim=self.rank + 2, axes={channel_axis: input_channel})
        kernel_shape = self.kernel_size + (self.filters, input_channel)
        self.kernel = self.add_weight(name="kernel", shape=kernel_shape, initializer=self.kernel_initializer,
                                      regularizer=self.kernel_regularizer, constraint=self.kernel_constraint,
                                      trainable=True, dtype=self.dtype)
        if self.use_bias:
            self.bias = self.add_weight(name="bias", shape=(self.filters,), initializer=self.bias_initializer,
                                        regularizer=self.bias_regularizer, constraint=self.bias_constraint,
                                        trainable=True, dtype=self.dtype)
        else:
            self.bias = None

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
        return config
