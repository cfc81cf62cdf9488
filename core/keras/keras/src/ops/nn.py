"""keras.ops.nn (keras/src/ops/nn.py): activations, pooling, convolutions, one-hot, the
cross-entropies, normalizations and attention, with their Operation classes."""
from keras.src import backend
from keras.src.backend.tensorflow import nn as _backend
from keras.src.backend.tensorflow import numpy as _numpy
from keras.src.backend.tensorflow.math import rsqrt as _rsqrt
from keras.src.backend.common.keras_tensor import KerasTensor, any_symbolic_tensors
from keras.src.ops.operation import Operation
from keras.src.ops.symbolic import emulates, export_ops, like_first_input, make_op
from keras.src.utils.warning_sites import warn_at

export_ops(globals(), _backend, [
    ("relu", "Relu"), ("relu6", "Relu6"), ("sigmoid", "Sigmoid"), ("sparse_sigmoid", "SparseSigmoid"),
    ("softplus", "Softplus"), ("softsign", "Softsign"), ("soft_shrink", "SoftShrink"), ("sparse_plus", "SparsePlus"),
    ("silu", "Silu"), ("squareplus", "Squareplus"), ("log_sigmoid", "LogSigmoid"), ("leaky_relu", "LeakyRelu"),
    ("hard_sigmoid", "HardSigmoid"), ("hard_silu", "HardSilu"), ("elu", "Elu"), ("selu", "Selu"), ("gelu", "Gelu"),
    ("celu", "Celu"), ("glu", "Glu"), ("tanh_shrink", "TanhShrink"), ("hard_tanh", "HardTanh"),
    ("hard_shrink", "HardShrink"), ("threshold", "Threshold"), ("sparsemax", "Sparsemax"), ("tanh", "Tanh"),
    ("max_pool", "MaxPool"), ("average_pool", "AveragePool"), ("conv", "Conv"), ("conv_transpose", "ConvTranspose"),
    ("binary_crossentropy", "BinaryCrossentropy"), ("categorical_crossentropy", "CategoricalCrossentropy"),
    ("sparse_categorical_crossentropy", "SparseCategoricalCrossentropy"), ("moments", "Moments"),
    ("batch_normalization", "BatchNorm"), ("ctc_loss", "CTCLoss"), ("psnr", "PSNR"),
    ("dot_product_attention", "DotProductAttention"),
], __name__)



def _standard_layout(function):
    """`function` (max_pool, average_pool, conv, conv_transpose) as Keras's function starts
    (keras/src/ops/nn.py): data_format standardized and padding lower-cased before the
    Operation is made, so the Operation keeps them so."""
    import functools
    import inspect

    signature = inspect.signature(function)

    @functools.wraps(function)
    def standardized(*args, **kwargs):
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        bound.arguments["data_format"] = backend.standardize_data_format(bound.arguments["data_format"])
        bound.arguments["padding"] = bound.arguments["padding"].lower()
        return function(*bound.args, **bound.kwargs)

    return standardized


max_pool = _standard_layout(max_pool)
average_pool = _standard_layout(average_pool)
conv = _standard_layout(conv)
conv_transpose = _standard_layout(conv_transpose)
swish = silu
hard_swish = hard_silu


class CTCDecode(Operation):
    def __init__(self, strategy="greedy", beam_width=100, top_paths=1, merge_repeated=True, mask_index=0, *,
                 name=None):
        super().__init__(name=name)
        self.strategy = strategy
        self.beam_width = beam_width
        self.top_paths = top_paths
        self.merge_repeated = merge_repeated
        self.mask_index = mask_index

    def call(self, inputs, sequence_lengths):
        return _backend.ctc_decode(inputs, sequence_lengths, strategy=self.strategy, beam_width=self.beam_width,
                                   top_paths=self.top_paths, merge_repeated=self.merge_repeated,
                                   mask_index=self.mask_index)

    def compute_output_spec(self, inputs, sequence_lengths):
        inputs_shape = inputs.shape
        if self.strategy == "greedy":
            top_paths = 1
        else:
            top_paths = self.top_paths
        dtype = backend.result_type(inputs.dtype, "float32")
        return (KerasTensor((top_paths, inputs_shape[0], inputs_shape[1]), dtype="int32"),
                KerasTensor((inputs_shape[0], top_paths), dtype=dtype))


def ctc_decode(inputs, sequence_lengths, strategy="greedy", beam_width=100, top_paths=1, merge_repeated=True,
               mask_index=0):
    if any_symbolic_tensors((inputs, sequence_lengths)):
        return CTCDecode(strategy=strategy, beam_width=beam_width, top_paths=top_paths, merge_repeated=merge_repeated,
                         mask_index=mask_index).symbolic_call(inputs, sequence_lengths)
    return _backend.ctc_decode(inputs=inputs, sequence_lengths=sequence_lengths, strategy=strategy,
                               beam_width=beam_width, top_paths=top_paths, merge_repeated=merge_repeated,
                               mask_index=mask_index)


def _over_axes(fn, x, axis):
    """`fn` (softmax or log_softmax) over a tuple of axes: those axes moved last and merged."""
    axis_to_keep = [v for v in range(len(x.shape)) if v not in axis]
    x_transposed = _numpy.transpose(x, axes=(*axis_to_keep, *axis))
    x_reshaped = _numpy.reshape(x_transposed, (*[x.shape[v] for v in axis_to_keep], -1))
    x = fn(x_reshaped, axis=-1)
    x = _numpy.reshape(x, tuple(x_transposed.shape))
    return _numpy.transpose(x, axes=list(_numpy.argsort([*axis_to_keep, *axis])))


def _softmax(x, axis=-1):
    if isinstance(axis, tuple):
        return _over_axes(_backend.softmax, x, axis)
    return _backend.softmax(x, axis=axis)


def _log_softmax(x, axis=-1):
    if isinstance(axis, tuple):
        return _over_axes(_backend.log_softmax, x, axis)
    return _backend.log_softmax(x, axis=axis)


Softmax, _softmax_op = make_op("Softmax", _softmax, __name__, "softmax")
LogSoftmax, log_softmax = make_op("LogSoftmax", _log_softmax, __name__, "log_softmax")


def softmax(x, axis=-1):
    if isinstance(axis, int) and x.shape[axis] == 1:
        warn_at(
            f"You are using a softmax over axis {axis} of a tensor of shape {x.shape}. This axis has size 1. The "
            "softmax operation will always return the value 1, which is likely not what you intended. Did you mean "
            "to use a sigmoid instead?",
            UserWarning, ("ops/nn.py", 938, "warnings.warn("),
        )
    return _softmax_op(x, axis=axis)


def _one_hot(x, num_classes, axis=-1, dtype=None, sparse=False):
    return _backend.one_hot(x, num_classes, axis=axis, dtype=dtype or backend.floatx(), sparse=sparse)


OneHot, one_hot = make_op("OneHot", _one_hot, __name__, "one_hot")
MultiHot, _multi_hot_op = make_op("MultiHot", _backend.multi_hot, __name__, "multi_hot")


def multi_hot(inputs, num_classes=None, axis=-1, dtype=None, sparse=False, **kwargs):
    if num_classes is None and "num_tokens" in kwargs:
        num_classes = kwargs.pop("num_tokens")
    if num_classes is None:
        raise ValueError("Argument `num_classes` must be specified.")
    return _multi_hot_op(inputs, num_classes, axis, dtype, sparse)


def _normalize(x, axis=-1, order=2, epsilon=None):
    if not isinstance(order, int) or not order >= 1:
        raise ValueError(f"Argument `order` must be an int >= 1. Received: order={order}")
    x = backend.convert_to_tensor(x)
    if len(x.shape) == 0:
        x = _numpy.expand_dims(x, axis=0)
    if epsilon is None:
        epsilon = backend.epsilon()
    if 2 == order:
        square_sum = _numpy.sum(_numpy.square(x), axis=axis, keepdims=True)
        inv_norm = _rsqrt(square_sum)
        inv_norm = _numpy.minimum(inv_norm, 1.0 / epsilon)
        return x * inv_norm
    from keras.src.backend.tensorflow.linalg import norm

    norm = norm(x, ord=order, axis=axis, keepdims=True)
    return _numpy.divide(x, _numpy.maximum(norm, epsilon))


Normalize, normalize = make_op("Normalize", _normalize, __name__, "normalize")


def _rms_normalization(x, scale=None, axis=-1, epsilon=None):
    if epsilon is None:
        epsilon = backend.epsilon()
    original_dtype = backend.standardize_dtype(x.dtype)
    compute_dtype = backend.result_type(x.dtype, "float32")
    x = backend.convert_to_tensor(x, dtype=compute_dtype)
    if scale is not None:
        scale = backend.convert_to_tensor(scale, x.dtype)
    if len(x.shape) == 0:
        x = _numpy.expand_dims(x, axis=0)
    rrms = _rsqrt(_numpy.mean(_numpy.square(x), axis=axis, keepdims=True) + epsilon)
    outputs = _numpy.multiply(x, rrms)
    if scale is not None:
        outputs = _numpy.multiply(outputs, scale)
    return backend.cast(outputs, original_dtype)


RMSNorm, rms_normalization = make_op("RMSNorm", _rms_normalization, __name__, "rms_normalization")
_layer_normalization = _backend.layer_normalization  # Keras's private implementation
LayerNorm, _layer_normalization_op = make_op("LayerNorm", _layer_normalization, __name__, "layer_normalization")


def layer_normalization(x, gamma=None, beta=None, axis=-1, epsilon=None, **kwargs):
    rms_scaling = kwargs.pop("rms_scaling", False)
    if rms_scaling:
        warn_at(
            "You passed `rms_scaling=True`, which is deprecated. This argument incorrectly scales the input by the "
            "variance, not the root mean square. To correctly use RMS Normalization, please use "
            "`keras.ops.rms_normalization` / `keras.ops.nn.rms_normalization` instead.",
            UserWarning, ("ops/nn.py", 2901, "warnings.warn("),
        )
    return _layer_normalization_op(x, gamma=gamma, beta=beta, axis=axis, epsilon=epsilon, rms_scaling=rms_scaling)


def _polar(abs_, angle):
    """keras.ops.polar: the complex tensor abs_ * (cos(angle) + i sin(angle))."""
    from keras.src.backend.tensorflow.math import _complex_from_pair

    abs_ = backend.convert_to_tensor(abs_)
    angle = backend.convert_to_tensor(angle)
    return _complex_from_pair((abs_ * _numpy.cos(angle), abs_ * _numpy.sin(angle)))


Polar, polar = make_op("Polar", _polar, __name__, "polar")


def _polar_output_spec(self, abs_, angle):
    # Keras's Polar.compute_output_spec: abs_'s shape, KerasTensor's default dtype.
    return KerasTensor(shape=abs_.shape)


emulates(Polar)(_polar_output_spec)


class DepthwiseConv(Operation):
    """Keras's DepthwiseConv (keras/src/ops/nn.py): the output shape is compute_conv_output_shape's
    with `in_channels * multiplier` filters (dilation and strides both counted), not the traced op's."""

    def __init__(self, strides=1, padding="valid", data_format=None, dilation_rate=1, *, name=None):
        super().__init__(name=name)
        self.strides = strides
        self.padding = padding.lower()
        self.data_format = data_format
        self.dilation_rate = dilation_rate

    def call(self, inputs, kernel):
        return _backend.depthwise_conv(inputs, kernel, self.strides, self.padding, self.data_format,
                                       self.dilation_rate)

    def compute_output_spec(self, inputs, kernel):
        from keras.src.ops.operation_utils import compute_conv_output_shape

        output_shape = compute_conv_output_shape(inputs.shape, kernel.shape[-1] * kernel.shape[-2], kernel.shape[:-2],
                                                 self.strides, self.padding, self.data_format, self.dilation_rate)
        return KerasTensor(output_shape, dtype=inputs.dtype)


def depthwise_conv(inputs, kernel, strides=1, padding="valid", data_format=None, dilation_rate=1):
    data_format = backend.standardize_data_format(data_format)
    padding = padding.lower()
    if any_symbolic_tensors((inputs,)):
        return DepthwiseConv(strides, padding, data_format, dilation_rate).symbolic_call(inputs, kernel)
    return _backend.depthwise_conv(inputs, kernel, strides, padding, data_format, dilation_rate)


class SeparableConv(Operation):
    """Keras's SeparableConv (keras/src/ops/nn.py): the depthwise output shape with the pointwise
    kernel's channels."""

    def __init__(self, strides=1, padding="valid", data_format=None, dilation_rate=1, *, name=None):
        super().__init__(name=name)
        self.strides = strides
        self.padding = padding.lower()
        self.data_format = data_format
        self.dilation_rate = dilation_rate

    def call(self, inputs, depthwise_kernel, pointwise_kernel):
        return _backend.separable_conv(inputs, depthwise_kernel, pointwise_kernel, self.strides, self.padding,
                                       self.data_format, self.dilation_rate)

    def compute_output_spec(self, inputs, depthwise_kernel, pointwise_kernel):
        output_shape = list(depthwise_conv(inputs, depthwise_kernel, self.strides, self.padding, self.data_format,
                                           self.dilation_rate).shape)
        if self.data_format == "channels_last":
            output_shape[-1] = pointwise_kernel.shape[-1]
        else:
            output_shape[1] = pointwise_kernel.shape[-1]
        return KerasTensor(output_shape, dtype=inputs.dtype)


def separable_conv(inputs, depthwise_kernel, pointwise_kernel, strides=1, padding="valid", data_format=None,
                   dilation_rate=1):
    data_format = backend.standardize_data_format(data_format)
    padding = padding.lower()
    if any_symbolic_tensors((inputs,)):
        return SeparableConv(strides, padding, data_format, dilation_rate).symbolic_call(
            inputs, depthwise_kernel, pointwise_kernel)
    return _backend.separable_conv(inputs, depthwise_kernel, pointwise_kernel, strides, padding, data_format,
                                   dilation_rate)


# The activations' compute_output_spec (keras/src/ops/nn.py): the input's shape and dtype, an
# integer one included (the TensorFlow kernels refuse it), and Glu's input shape as is.
emulates(Sigmoid, SparseSigmoid, Softplus, Softsign, SoftShrink, SparsePlus, Silu, Squareplus, LogSigmoid,
         LeakyRelu, HardSigmoid, HardSilu, Elu, Selu, Gelu, Celu, Glu, TanhShrink, HardTanh, HardShrink,
         Sparsemax)(like_first_input)


def _same_shapes(target, output):
    if target.shape != output.shape:
        raise ValueError(
            "Arguments `target` and `output` must have the same shape. "
            f"Received: target.shape={target.shape}, output.shape={output.shape}"
        )


@emulates(BinaryCrossentropy)
def _binary_crossentropy_output_spec(op, target, output, from_logits=False):
    """BinaryCrossentropy.compute_output_spec: equal shapes; the output's shape and dtype."""
    _same_shapes(target, output)
    return KerasTensor(output.shape, dtype=output.dtype)


@emulates(CategoricalCrossentropy)
def _categorical_crossentropy_output_spec(op, target, output, from_logits=False, axis=-1):
    """CategoricalCrossentropy.compute_output_spec: equal shapes of rank 1 or more; the
    output's shape without its last axis."""
    _same_shapes(target, output)
    if len(target.shape) < 1:
        raise ValueError(
            "Arguments `target` and `output` must be at least rank 1. "
            f"Received: target.shape={target.shape}, output.shape={output.shape}"
        )
    return KerasTensor(output.shape[:-1], dtype=output.dtype)


@emulates(SparseCategoricalCrossentropy)
def _sparse_categorical_crossentropy_output_spec(op, target, output, from_logits=False, axis=-1):
    """SparseCategoricalCrossentropy.compute_output_spec: the target's shape (a trailing 1
    dropped) is the output's without its last axis, which is the result's shape."""
    if len(output.shape) < 1:
        raise ValueError(f"Argument `output` must be at least rank 1. Received: output.shape={output.shape}")
    target_shape = target.shape
    if len(target_shape) == len(output.shape) and target_shape[-1] == 1:
        target_shape = target_shape[:-1]
    if target_shape != output.shape[:-1]:
        raise ValueError(
            "Arguments `target` and `output` must have the same shape up until the last dimension: "
            f"target.shape={target.shape}, output.shape={output.shape}"
        )
    return KerasTensor(output.shape[:-1], dtype=output.dtype)
