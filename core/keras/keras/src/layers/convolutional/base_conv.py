"""BaseConv (keras/src/layers/convolutional/base_conv.py): an N-D convolution layer,
`activation(conv(inputs, kernel) + bias)`, with a `(*kernel_size, in_channels // groups,
filters)` kernel and a `(filters,)` bias created at build from the input's channel axis."""
from keras.src import activations, constraints, initializers, ops, regularizers
from keras.src.backend import standardize_data_format
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.ops.operation_utils import compute_conv_output_shape
from keras.src.utils.argument_validation import standardize_padding, standardize_tuple


def add_bias_and_activate(layer, outputs):
    """The end of every convolution layer's call(): `+ bias` reshaped to broadcast over the
    channel axis (when `use_bias`), then the activation (when there is one)."""
    if layer.use_bias:
        if layer.data_format == "channels_last":
            bias_shape = (1,) * (layer.rank + 1) + (layer.filters,)
        else:
            bias_shape = (1, layer.filters) + (1,) * layer.rank
        bias = ops.reshape(layer.bias, bias_shape)
        outputs = ops.add(outputs, bias)
    if layer.activation is not None:
        return layer.activation(outputs)
    return outputs


class BaseConv(Layer):
    """`rank` is the number of spatial dimensions. Raises ValueError (Keras's texts) for
    filters <= 0, groups <= 0, filters not divisible by groups, a 0 in kernel_size or strides,
    and strides > 1 together with dilation_rate > 1."""

    _init_call_site = ("layers/convolutional/base_conv.py", 113,
                       "super().__init__(activity_regularizer=activity_regularizer, **kwargs)")

    def __init__(self, rank, filters, kernel_size, strides=1, padding="valid", data_format=None, dilation_rate=1,
                 groups=1, activation=None, use_bias=True, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None,
                 activity_regularizer=None, kernel_constraint=None, bias_constraint=None, lora_rank=None,
                 lora_alpha=None, **kwargs):
        super().__init__(activity_regularizer=activity_regularizer, **kwargs)
        if lora_rank:
            raise NotImplementedError("tfplay's Keras has no LoRA yet (convolution lora_rank=...)")
        self.rank = rank
        self.filters = filters
        self.groups = groups
        self.kernel_size = standardize_tuple(kernel_size, rank, "kernel_size")
        self.strides = standardize_tuple(strides, rank, "strides")
        self.dilation_rate = standardize_tuple(dilation_rate, rank, "dilation_rate")
        self.padding = standardize_padding(padding, allow_causal=rank == 1)
        self.data_format = standardize_data_format(data_format)
        self.activation = activations.get(activation)
        self.use_bias = use_bias
        self.kernel_initializer = initializers.get(kernel_initializer)
        self.bias_initializer = initializers.get(bias_initializer)
        self.kernel_regularizer = regularizers.get(kernel_regularizer)
        self.bias_regularizer = regularizers.get(bias_regularizer)
        self.kernel_constraint = constraints.get(kernel_constraint)
        self.bias_constraint = constraints.get(bias_constraint)
        self.lora_rank = lora_rank
        self.lora_alpha = lora_alpha if lora_alpha is not None else lora_rank
        self.lora_enabled = False
        self.input_spec = InputSpec(min_ndim=self.rank + 2)
        if self.filters is not None and self.filters <= 0:
            raise ValueError(
                f"Invalid value for argument `filters`. Expected a strictly positive value. Received filters={self.filters}."
            )
        if self.groups <= 0:
            raise ValueError(f"The number of groups must be a positive integer. Received: groups={self.groups}.")
        if self.filters is not None and self.filters % self.groups != 0:
            raise ValueError(
                "The number of filters must be evenly divisible by the number of groups. "
                f"Received: groups={self.groups}, filters={self.filters}."
            )
        if not all(self.kernel_size):
            raise ValueError(f"The argument `kernel_size` cannot contain 0. Received kernel_size={self.kernel_size}.")
        if not all(self.strides):
            raise ValueError(f"The argument `strides` cannot contains 0. Received strides={self.strides}")
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
        if input_channel % self.groups != 0:
            raise ValueError(
                "The number of input channels must be evenly divisible by the number of groups. "
                f"Received groups={self.groups}, but the input has {input_channel} channels (full input shape is "
                f"{input_shape})."
            )
        kernel_shape = self.kernel_size + (input_channel // self.groups, self.filters)
        # compute_output_shape validates the input shape (no negative output sizes).
        self.compute_output_shape(input_shape)
        self._kernel = self.add_weight(name="kernel", shape=kernel_shape, initializer=self.kernel_initializer,
                                       regularizer=self.kernel_regularizer, constraint=self.kernel_constraint,
                                       trainable=True, dtype=self.dtype)
        if self.use_bias:
            self.bias = self.add_weight(name="bias", shape=(self.filters,), initializer=self.bias_initializer,
                                        regularizer=self.bias_regularizer, constraint=self.bias_constraint,
                                        trainable=True, dtype=self.dtype)
        else:
            self.bias = None
        self.built = True

    @property
    def kernel(self):
        if not self.built:
            raise AttributeError("You must build the layer before accessing `kernel`.")
        return self._kernel

    def convolution_op(self, inputs, kernel):
        return ops.conv(inputs, kernel, strides=list(self.strides), padding=self.padding,
                        dilation_rate=self.dilation_rate, data_format=self.data_format)

    def call(self, inputs):
        return add_bias_and_activate(self, self.convolution_op(inputs, self.kernel))

    def compute_output_shape(self, input_shape):
        return compute_conv_output_shape(input_shape, self.filters, self.kernel_size, strides=self.strides,
                                         padding=self.padding, data_format=self.data_format,
                                         dilation_rate=self.dilation_rate)

    def get_config(self):
        config = super().get_config()
        config.update({
            "filters": self.filters, "kernel_size": self.kernel_size, "strides": self.strides,
            "padding": self.padding, "data_format": self.data_format, "dilation_rate": self.dilation_rate,
            "groups": self.groups, "activation": activations.serialize(self.activation), "use_bias": self.use_bias,
        })
        return config
