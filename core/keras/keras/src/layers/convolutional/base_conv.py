"""BaseConv (keras/src/layers/convolutional/base_conv.py): an N-D convolution layer,
`activation(conv(inputs, kernel) + bias)`, with a `(*kernel_size, in_channels // groups,
filters)` kernel and a `(filters,)` bias created at build from the input's channel axis. LoRA
(`lora_rank=` or `enable_lora(rank)`) freezes the kernel and `kernel` adds the trainable
low-rank delta; saving merges it in."""
from keras.src import activations, ops
from keras.src.backend import standardize_data_format
from keras.src.layers import weight_options
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.layers.weight_options import built_kernel_property, set_weight_options, weight_options_config
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


def add_kernel_and_bias(layer, kernel_shape):
    """Creates the convolution's "kernel" weight (returned) and, with use_bias, its
    `(filters,)` "bias" (else `layer.bias` is None), in the layer's dtype."""
    kernel = layer.add_weight(name="kernel", shape=kernel_shape, initializer=layer.kernel_initializer,
                              regularizer=layer.kernel_regularizer, constraint=layer.kernel_constraint,
                              trainable=True, dtype=layer.dtype)
    if layer.use_bias:
        layer.bias = layer.add_weight(name="bias", shape=(layer.filters,), initializer=layer.bias_initializer,
                                      regularizer=layer.bias_regularizer, constraint=layer.bias_constraint,
                                      trainable=True, dtype=layer.dtype)
    else:
        layer.bias = None
    return kernel


def fix_input_channels(layer, input_shape):
    """At build: the input's channel count (last axis, or axis 1 channels-first), which the
    layer's input spec then requires. Returns it."""
    channel_axis = -1 if layer.data_format == "channels_last" else 1
    input_channel = input_shape[channel_axis]
    layer.input_spec = InputSpec(min_ndim=layer.rank + 2, axes={channel_axis: input_channel})
    return input_channel


def configure_convolution(layer, rank, filters, kernel_size, strides, dilation_rate, padding, data_format, activation,
                          use_bias, kernel, bias, output_padding=False):
    """The arguments BaseConv and BaseConvTranspose share, standardized onto `layer` in their
    order (so a bad argument fails before the initializers draw seeds); `kernel`/`bias` are
    (initializer, regularizer, constraint). Rank-1 convolutions accept "causal" padding;
    `output_padding` (None or ints) is a transposed convolution's."""
    layer.rank = rank
    layer.filters = filters
    layer.kernel_size = standardize_tuple(kernel_size, rank, "kernel_size")
    layer.strides = standardize_tuple(strides, rank, "strides")
    layer.dilation_rate = standardize_tuple(dilation_rate, rank, "dilation_rate")
    if output_padding is False:
        layer.padding = standardize_padding(padding, allow_causal=rank == 1)
    else:
        layer.padding = standardize_padding(padding)
        layer.output_padding = (None if output_padding is None
                                else standardize_tuple(output_padding, rank, "output_padding", allow_zero=True))
    layer.data_format = standardize_data_format(data_format)
    layer.activation = activations.get(activation)
    layer.use_bias = use_bias
    set_weight_options(layer, kernel=kernel, bias=bias)


def check_convolution_arguments(layer, groups=None, strides_end="", received="Received ", zeros="0"):
    """Keras's ValueErrors, in its order (BaseConv's, BaseConvTranspose's and the depthwise and
    separable ones', which word the zero checks with `received` "Received: " and `zeros` "0(s)"):
    filters <= 0, (groups <= 0, filters not divisible by
    groups,) a 0 in kernel_size or strides, strides > 1 with dilation_rate > 1."""
    filters = getattr(layer, "filters", None)  # depthwise convolutions have none
    if filters is not None and filters <= 0:
        raise ValueError(
            f"Invalid value for argument `filters`. Expected a strictly positive value. Received filters={filters}."
        )
    if groups is not None:
        if groups <= 0:
            raise ValueError(f"The number of groups must be a positive integer. Received: groups={groups}.")
        if layer.filters is not None and layer.filters % groups != 0:
            raise ValueError(
                "The number of filters must be evenly divisible by the number of groups. "
                f"Received: groups={groups}, filters={layer.filters}."
            )
    if not all(layer.kernel_size):
        raise ValueError(f"The argument `kernel_size` cannot contain 0. {received}kernel_size={layer.kernel_size}.")
    if not all(layer.strides):
        raise ValueError(f"The argument `strides` cannot contains {zeros}. {received}strides={layer.strides}{strides_end}")
    if max(layer.strides) > 1 and max(layer.dilation_rate) > 1:
        raise ValueError(
            "`strides > 1` not supported in conjunction with `dilation_rate > 1`. "
            f"Received: strides={layer.strides} and dilation_rate={layer.dilation_rate}"
        )


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
        self.groups = groups
        configure_convolution(self, rank, filters, kernel_size, strides, dilation_rate, padding, data_format,
                              activation, use_bias, (kernel_initializer, kernel_regularizer, kernel_constraint),
                              (bias_initializer, bias_regularizer, bias_constraint))
        self.lora_rank = lora_rank
        self.lora_alpha = lora_alpha if lora_alpha is not None else lora_rank
        self.lora_enabled = False
        self.input_spec = InputSpec(min_ndim=self.rank + 2)
        check_convolution_arguments(self, groups=self.groups)

    def build(self, input_shape):
        input_channel = fix_input_channels(self, input_shape)
        if input_channel % self.groups != 0:
            raise ValueError(
                "The number of input channels must be evenly divisible by the number of groups. "
                f"Received groups={self.groups}, but the input has {input_channel} channels (full input shape is "
                f"{input_shape})."
            )
        kernel_shape = self.kernel_size + (input_channel // self.groups, self.filters)
        # compute_output_shape validates the input shape (no negative output sizes).
        self.compute_output_shape(input_shape)
        self._kernel = add_kernel_and_bias(self, kernel_shape)
        self.built = True
        if self.lora_rank:
            self.enable_lora(self.lora_rank, lora_alpha=self.lora_alpha)

    kernel = built_kernel_property()

    def convolution_op(self, inputs, kernel):
        return ops.conv(inputs, kernel, strides=list(self.strides), padding=self.padding,
                        dilation_rate=self.dilation_rate, data_format=self.data_format)

    def call(self, inputs):
        return add_bias_and_activate(self, self.convolution_op(inputs, self.kernel))

    def compute_output_shape(self, input_shape):
        return compute_conv_output_shape(input_shape, self.filters, self.kernel_size, strides=self.strides,
                                         padding=self.padding, data_format=self.data_format,
                                         dilation_rate=self.dilation_rate)

    def enable_lora(self, rank, lora_alpha=None, a_initializer="he_uniform", b_initializer="zeros"):
        weight_options.enable_lora(self, rank, lora_alpha, a_initializer, b_initializer)

    def save_own_variables(self, store):
        weight_options.save_merged_variables(self, store,
                                             lambda: [self.kernel] + ([self.bias] if self.use_bias else []))

    def load_own_variables(self, store):
        weight_options.load_merged_variables(self, store,
                                             lambda: [self._kernel] + ([self.bias] if self.use_bias else []))

    def get_config(self):
        config = super().get_config()
        config.update({
            "filters": self.filters, "kernel_size": self.kernel_size, "strides": self.strides,
            "padding": self.padding, "data_format": self.data_format, "dilation_rate": self.dilation_rate,
            "groups": self.groups, "activation": activations.serialize(self.activation), "use_bias": self.use_bias,
        })
        return weight_options.lora_config(self, weight_options_config(self, config, ("kernel", "bias")))
