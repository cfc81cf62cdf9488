"""keras.ops.nn on the TensorFlow backend (keras/src/backend/tensorflow/nn.py): activations,
convolution and pooling, one-hot, the cross-entropies, moments and batch normalization."""

import tensorflow as tf

from keras.src.backend import config
from keras.src.backend.common.backend_utils import compute_conv_transpose_output_shape
from keras.src.backend.common.dtypes import standardize_dtype
from keras.src.backend.tensorflow.core import cast, convert_to_tensor
from keras.src.utils.warning_sites import warn_at


def relu(x):
    return tf.nn.relu(x)


def relu6(x):
    return tf.nn.relu6(x)


def sigmoid(x):
    logits = x
    output = tf.nn.sigmoid(x)
    output._keras_logits = logits
    return output


def tanh(x):
    return tf.nn.tanh(x)


def softplus(x):
    return tf.math.softplus(x)


def softsign(x):
    return tf.nn.softsign(x)


def silu(x):
    return tf.nn.silu(x)


def log_sigmoid(x):
    return tf.math.log_sigmoid(x)


def leaky_relu(x, negative_slope=0.2):
    return tf.nn.leaky_relu(x, alpha=negative_slope)


def hard_sigmoid(x):
    x = convert_to_tensor(x)
    return relu6(x + tf.constant(3.0, x.dtype)) / tf.constant(6.0, x.dtype)


def hard_silu(x):
    return x * hard_sigmoid(x)


def elu(x, alpha=1.0):
    res = tf.nn.elu(x)
    if alpha == 1:
        return res
    return tf.where(x > 0, res, alpha * res)


def selu(x):
    return tf.nn.selu(x)


def gelu(x, approximate=True):
    return tf.nn.gelu(convert_to_tensor(x), approximate=approximate)


def softmax(x, axis=-1):
    logits = x
    if axis is None:
        output = tf.reshape(tf.nn.softmax(tf.reshape(x, [-1]), axis=-1), tf.shape(x))
    else:
        output = tf.nn.softmax(x, axis=axis)
    output._keras_logits = logits
    return output


def log_softmax(x, axis=-1):
    if axis is None:
        return tf.reshape(tf.nn.log_softmax(tf.reshape(x, [-1]), axis=-1), tf.shape(x))
    return tf.nn.log_softmax(x, axis=axis)


def sparse_sigmoid(x):
    x = convert_to_tensor(x)
    return tf.where(x <= -1, tf.constant(0.0, dtype=x.dtype),
                    tf.where(x >= 1, tf.constant(1.0, dtype=x.dtype), 0.5 * (x + 1)))


def tanh_shrink(x):
    return x - tf.math.tanh(x)


def soft_shrink(x, threshold=0.5):
    return tf.where(x > threshold, x - threshold, tf.where(x < -threshold, x + threshold, tf.zeros_like(x)))


def sparse_plus(x):
    return tf.where(x <= -1, tf.zeros_like(x), tf.where(x < 1, (1 / 4) * tf.pow(x + 1, 2), x))


def squareplus(x, b=4):
    x = convert_to_tensor(x)
    b = convert_to_tensor(b, dtype=x.dtype)
    y = x + tf.sqrt(tf.square(x) + b)
    return y / 2


def celu(x, alpha=1.0):
    return tf.maximum(x, 0.0) + alpha * tf.math.expm1(tf.minimum(x, 0.0) / alpha)


def glu(x, axis=-1):
    if x.shape[axis] % 2 != 0:
        raise ValueError(f"axis size must be divisible by 2. Received: x.shape={x.shape} with axis={axis}")
    x1, x2 = tf.split(x, num_or_size_splits=2, axis=axis)
    return x1 * tf.sigmoid(x2)


def hard_tanh(x):
    return tf.clip_by_value(x, clip_value_min=-1.0, clip_value_max=1.0)


def hard_shrink(x, threshold=0.5):
    return tf.where(tf.abs(x) > threshold, x, tf.zeros_like(x))


def threshold(x, threshold, default_value):
    return tf.where(x > threshold, x, default_value)


def sparsemax(x, axis=-1):
    logits = convert_to_tensor(x)
    logits_sorted = tf.sort(logits, direction="DESCENDING", axis=axis)
    logits_cumsum = tf.cumsum(logits_sorted, axis=axis)
    r = tf.range(1, tf.shape(logits)[axis] + 1, dtype=logits.dtype)
    r_shape = [1] * len(logits.shape)
    r_shape[axis] = -1
    r = tf.reshape(r, r_shape)
    support = logits_sorted - (logits_cumsum - 1) / r > 0
    logits_cumsum_safe = tf.where(support, logits_cumsum, 0.0)
    k = tf.reduce_sum(tf.cast(support, logits.dtype), axis=axis, keepdims=True)
    tau = (tf.reduce_sum(logits_cumsum_safe, axis=axis, keepdims=True) - 1) / k
    return tf.maximum(logits - tau, 0.0)


def _convert_data_format(data_format, ndim):
    """TF's layout string ("NWC", "NHWC", "NDHWC" or the channels-first ones) for a rank."""
    if data_format == "channels_last":
        formats = {3: "NWC", 4: "NHWC", 5: "NDHWC"}
    elif data_format == "channels_first":
        formats = {3: "NCW", 4: "NCHW", 5: "NCDHW"}
    else:
        raise ValueError(
            f"Invalid data_format: {data_format}. Expected values are [\"channels_first\", \"channels_last\"]"
        )
    if ndim not in formats:
        raise ValueError(f"Input rank not supported: {ndim}. Expected values are [3, 4, 5]")
    return formats[ndim]


_TO_CHANNELS_LAST = {1: (0, 2, 1), 2: (0, 2, 3, 1), 3: (0, 2, 3, 4, 1)}
_TO_CHANNELS_FIRST = {1: (0, 2, 1), 2: (0, 3, 1, 2), 3: (0, 4, 1, 2, 3)}


def _transpose_spatial_inputs(inputs):
    # TF's pooling kernels take channels-last inputs only, so Keras transposes around them.
    num_spatial_dims = len(inputs.shape) - 2
    if num_spatial_dims not in _TO_CHANNELS_LAST:
        raise ValueError(
            "Pooling inputs's shape must be 3, 4 or 5, corresponding to 1D, 2D and 3D inputs. But received "
            f"shape: {inputs.shape}."
        )
    return tf.transpose(inputs, _TO_CHANNELS_LAST[num_spatial_dims])


def _transpose_spatial_outputs(outputs):
    num_spatial_dims = len(outputs.shape) - 2
    return tf.transpose(outputs, _TO_CHANNELS_FIRST[num_spatial_dims])


def _pool(tf_pool, inputs, pool_size, strides, padding, data_format):
    data_format = config.standardize_data_format(data_format)
    strides = pool_size if strides is None else strides
    padding = padding.upper()
    tf_data_format = _convert_data_format("channels_last", len(inputs.shape))
    if data_format == "channels_first":
        inputs = _transpose_spatial_inputs(inputs)
    outputs = tf_pool(inputs, pool_size, strides, padding, tf_data_format)
    if data_format == "channels_first":
        outputs = _transpose_spatial_outputs(outputs)
    return outputs


def max_pool(inputs, pool_size, strides=None, padding="valid", data_format=None):
    """tf.nn.max_pool over channels-last inputs (channels-first ones are transposed there
    and back); `strides` None means `pool_size`."""
    return _pool(tf.nn.max_pool, inputs, pool_size, strides, padding, data_format)


def average_pool(inputs, pool_size, strides=None, padding="valid", data_format=None):
    """tf.nn.avg_pool, as max_pool."""
    return _pool(tf.nn.avg_pool, inputs, pool_size, strides, padding, data_format)


def conv(inputs, kernel, strides=1, padding="valid", data_format=None, dilation_rate=1):
    """tf.nn.convolution of rank 3-5 `inputs` with a `(*window, in // groups, out)` kernel, as
    Keras runs it: a channels-first 1-D or 2-D call goes to TF's CPU kernels as NCW/NCHW, which
    raise TF's UnimplementedError ("only supports the NHWC tensor format on the CPU"); Keras
    compiles channels-first 3-D and grouped convolutions (input channels other than the
    kernel's input depth) with XLA, which tfplay computes in _conv_xla."""
    # Keras tests the data_format argument before standardizing it (nn.py, conv's needs_xla).
    needs_xla = data_format == "channels_first" and len(inputs.shape) == 5
    data_format = config.standardize_data_format(data_format)
    channels = inputs.shape[-1] if data_format == "channels_last" else inputs.shape[1]
    if needs_xla or channels != kernel.shape[-2]:
        return _conv_xla(inputs, kernel, strides, padding, data_format, dilation_rate)
    return tf.nn.convolution(inputs, kernel, strides, padding.upper(),
                             data_format=_convert_data_format(data_format, len(inputs.shape)),
                             dilations=dilation_rate)


def _conv_xla(inputs, kernel, strides, padding, data_format, dilation_rate):
    """What Keras's XLA-compiled convolution computes (XLA's feature_group_count): the input
    channels in groups of the kernel's input depth, each group convolved with its slice of the
    kernel's output channels and the results concatenated in group order, in either data
    format (a channels-first call runs channels-last between transposes)."""
    channels_first = data_format == "channels_first"
    if channels_first:
        inputs = _transpose_spatial_inputs(inputs)
    channels, depth = inputs.shape[-1], kernel.shape[-2]
    groups = 1 if channels is None or depth is None else channels // depth
    if groups < 1 or groups * depth != channels or kernel.shape[-1] % groups != 0:
        raise NotImplementedError(f"tfplay: a convolution of {channels} input channels with a kernel of input depth "
                                  f"{depth} and {kernel.shape[-1]} filters (XLA's grouped convolution needs the "
                                  "channels and filters to be multiples of the groups) is not supported")
    tf_data_format = _convert_data_format("channels_last", len(inputs.shape))
    if groups == 1:
        outputs = tf.nn.convolution(inputs, kernel, strides, padding.upper(), data_format=tf_data_format,
                                    dilations=dilation_rate)
    else:
        outputs = tf.concat([tf.nn.convolution(x, k, strides, padding.upper(), data_format=tf_data_format,
                                               dilations=dilation_rate)
                             for x, k in zip(tf.split(inputs, groups, axis=-1), tf.split(kernel, groups, axis=-1))],
                            axis=-1)
    if channels_first:
        outputs = _transpose_spatial_outputs(outputs)
    return outputs


def _depthwise_args(inputs, strides, dilation_rate, data_format):
    """The 2-D strides and dilations tf.nn.depthwise_conv2d/separable_conv2d take for a 1-D or
    2-D Keras call, and the axis a 1-D call inserts."""
    num_spatial_dims = len(inputs.shape) - 2
    if isinstance(strides, int):
        strides = (strides,) * num_spatial_dims
    if isinstance(dilation_rate, int):
        dilation_rate = (dilation_rate,) * num_spatial_dims
    spatial_start_dim = 1 if data_format == "channels_last" else 2
    if num_spatial_dims == 1:
        strides = strides * 2
        dilation_rate = None if dilation_rate is None else (1,) + dilation_rate
    strides = (1,) + strides + (1,) if data_format == "channels_last" else (1, 1) + strides
    return num_spatial_dims, strides, dilation_rate, spatial_start_dim


def depthwise_conv(inputs, kernel, strides=1, padding="valid", data_format=None, dilation_rate=1):
    """tf.nn.depthwise_conv2d, a 1-D call run as 2-D over an inserted axis."""
    data_format = config.standardize_data_format(data_format)
    if len(inputs.shape) - 2 > 2:
        raise ValueError(f"`inputs` rank must be 3 (1D conv) or 4 (2D conv). Received: {inputs.ndim}.")
    tf_data_format = _convert_data_format(data_format, 4)
    num_spatial_dims, strides, dilation_rate, start = _depthwise_args(inputs, strides, dilation_rate, data_format)
    if num_spatial_dims == 1:
        inputs = tf.expand_dims(inputs, start)
        kernel = tf.expand_dims(kernel, axis=0)
        outputs = tf.nn.depthwise_conv2d(inputs, kernel, strides, padding.upper(), data_format=tf_data_format,
                                         dilations=dilation_rate)
        return tf.squeeze(outputs, [start])
    return tf.nn.depthwise_conv2d(inputs, kernel, strides, padding.upper(), data_format=tf_data_format,
                                  dilations=dilation_rate)


def separable_conv(inputs, depthwise_kernel, pointwise_kernel, strides=1, padding="valid", data_format=None,
                   dilation_rate=1):
    """tf.nn.separable_conv2d, a 1-D call run as 2-D over an inserted axis."""
    data_format = config.standardize_data_format(data_format)
    if len(inputs.shape) - 2 > 2:
        raise ValueError(f"`num_spatial_dims` must be 1 or 2. Received: num_spatial_dims={len(inputs.shape) - 2}.")
    tf_data_format = _convert_data_format(data_format, 4)
    num_spatial_dims, strides, dilation_rate, start = _depthwise_args(inputs, strides, dilation_rate, data_format)
    if num_spatial_dims == 1:
        inputs = tf.expand_dims(inputs, start)
        depthwise_kernel = tf.expand_dims(depthwise_kernel, axis=0)
        pointwise_kernel = tf.expand_dims(pointwise_kernel, axis=0)
        outputs = tf.nn.separable_conv2d(inputs, depthwise_kernel, pointwise_kernel, strides, padding.upper(),
                                         data_format=tf_data_format, dilations=dilation_rate)
        return tf.squeeze(outputs, [start])
    return tf.nn.separable_conv2d(inputs, depthwise_kernel, pointwise_kernel, strides, padding.upper(),
                                  data_format=tf_data_format, dilations=dilation_rate)


def conv_transpose(inputs, kernel, strides=1, padding="valid", output_padding=None, data_format=None,
                   dilation_rate=1):
    """tf.nn.conv_transpose with the output shape Keras computes (unknown sizes from
    tf.shape); the kernel is `(*window, out, in)`. Channels-first inputs go to TF's CPU kernels as
    they are, which raise TF's errors for them."""
    data_format = config.standardize_data_format(data_format)
    tf_data_format = _convert_data_format(data_format, len(inputs.shape))
    kernel_size = kernel.shape[:-2]
    filters = kernel.shape[-2]
    input_shape = list(inputs.shape)
    symbolic_shape = tf.shape(inputs)
    for i, e in enumerate(input_shape):
        if e is None:
            input_shape[i] = symbolic_shape[i]
    output_shape = compute_conv_transpose_output_shape(input_shape, kernel_size, filters, strides, padding,
                                                       output_padding, data_format, dilation_rate)
    return tf.nn.conv_transpose(inputs, kernel, output_shape, strides, padding=padding.upper(),
                                data_format=tf_data_format, dilations=dilation_rate)


def one_hot(x, num_classes, axis=-1, dtype=None, sparse=False):
    if sparse:
        raise NotImplementedError("tfplay: sparse one_hot is not supported yet")
    x = convert_to_tensor(x, dtype="int64")
    dtype = "float32" if dtype is None else standardize_dtype(dtype)
    on_value, off_value = (True, False) if dtype == "bool" else (None, None)
    return tf.one_hot(x, num_classes, on_value=on_value, off_value=off_value, axis=axis, dtype=dtype)


def multi_hot(x, num_classes, axis=-1, dtype=None, sparse=False):
    if sparse:
        raise NotImplementedError("tfplay: sparse multi_hot needs tf.SparseTensor")
    reduction_axis = 1 if len(x.shape) > 1 else 0
    outputs = one_hot(x, num_classes, axis=axis, dtype=dtype)
    if standardize_dtype(dtype) == "bool":
        return tf.reduce_any(outputs, axis=reduction_axis)
    return tf.reduce_max(outputs, axis=reduction_axis)


def _is_graph_tensor(x):
    # An EagerTensor has no `.op` (TF raises AttributeError), a graph tensor does.
    return hasattr(x, "op") and not isinstance(x, tf.Variable)


# Where each loss calls _get_logits in Keras 3.11.3's backend/tensorflow/nn.py.
_GET_LOGITS_CALL_SITES = {
    "categorical_crossentropy": ("backend/tensorflow/nn.py", 675, "output, from_logits = _get_logits("),
    "sparse_categorical_crossentropy": ("backend/tensorflow/nn.py", 717, "output, from_logits = _get_logits("),
    "binary_crossentropy": ("backend/tensorflow/nn.py", 789, "output, from_logits = _get_logits("),
}


def _get_logits(output, from_logits, op_type, fn_name):
    """The logits behind a softmax or sigmoid output, when Keras can find them: the
    `_keras_logits` Keras's activations attach, or the input of the graph's Softmax/Sigmoid op.
    Computing the loss from logits keeps it finite when the probability rounds to 0."""
    output_ = output
    from_logits_ = from_logits
    has_keras_logits = hasattr(output, "_keras_logits")
    if has_keras_logits:
        output_ = output._keras_logits
        from_logits_ = True
    from_expected_op_type = (
        _is_graph_tensor(output) and output.op.type == op_type
    ) and not has_keras_logits
    if from_expected_op_type:
        output_ = output.op.inputs[0]
        from_logits_ = True
    if from_logits and (has_keras_logits or from_expected_op_type):
        # stacklevel=2: the `_get_logits(` call in the loss function.
        warn_at(
            f'"`{fn_name}` received `from_logits=True`, but the `output` argument was produced by a '
            f"{op_type} activation and thus does not represent logits. Was this intended?",
            UserWarning, _GET_LOGITS_CALL_SITES[fn_name],
        )
    return output_, from_logits_


def _check_same_shape(target, output, what="shape"):
    for e1, e2 in zip(target.shape, output.shape):
        if e1 is not None and e2 is not None and e1 != e2:
            raise ValueError(
                "Arguments `target` and `output` must have the same shape. Received: "
                f"target.shape={target.shape}, output.shape={output.shape}"
            )


def categorical_crossentropy(target, output, from_logits=False, axis=-1):
    target = tf.convert_to_tensor(target)
    output = tf.convert_to_tensor(output)
    if len(target.shape) < 1:
        raise ValueError(
            "Arguments `target` and `output` must be at least rank 1. Received: "
            f"target.shape={target.shape}, output.shape={output.shape}"
        )
    if len(target.shape) != len(output.shape):
        raise ValueError(
            "Arguments `target` and `output` must have the same rank (ndim). Received: "
            f"target.shape={target.shape}, output.shape={output.shape}"
        )
    _check_same_shape(target, output)
    output, from_logits = _get_logits(output, from_logits, "Softmax", "categorical_crossentropy")
    if from_logits:
        return tf.nn.softmax_cross_entropy_with_logits(labels=target, logits=output, axis=axis)
    output = output / tf.reduce_sum(output, axis, keepdims=True)
    output = tf.clip_by_value(output, config.epsilon(), 1.0 - config.epsilon())
    return -tf.reduce_sum(target * tf.math.log(output), axis)


def sparse_categorical_crossentropy(target, output, from_logits=False, axis=-1):
    if axis != -1 and axis != len(output.shape) - 1:
        raise ValueError(f"Only axis=-1 is currently supported. Received: axis={axis}")
    output, from_logits = _get_logits(output, from_logits, "Softmax", "sparse_categorical_crossentropy")
    target = tf.cast(tf.convert_to_tensor(target), dtype="int64")
    output = tf.convert_to_tensor(output)
    if len(target.shape) == len(output.shape) and target.shape[-1] == 1:
        target = tf.squeeze(target, axis=-1)
    if len(output.shape) < 1:
        raise ValueError(f"Argument `output` must be at least rank 1. Received: output.shape={output.shape}")
    if len(target.shape) != len(output.shape[:-1]):
        raise ValueError(
            "Argument `output` must have rank (ndim) `target.ndim - 1`. Received: "
            f"target.shape={target.shape}, output.shape={output.shape}"
        )
    for e1, e2 in zip(target.shape, output.shape[:-1]):
        if e1 is not None and e2 is not None and e1 != e2:
            raise ValueError(
                "Arguments `target` and `output` must have the same shape up until the last "
                f"dimension: target.shape={target.shape}, output.shape={output.shape}"
            )
    if not from_logits:
        output = tf.clip_by_value(output, config.epsilon(), 1 - config.epsilon())
        output = tf.math.log(output)
    return tf.nn.sparse_softmax_cross_entropy_with_logits(labels=target, logits=output)


def binary_crossentropy(target, output, from_logits=False):
    target = tf.convert_to_tensor(target)
    output = tf.convert_to_tensor(output)
    if len(target.shape) != len(output.shape):
        raise ValueError(
            "Arguments `target` and `output` must have the same rank (ndim). Received: "
            f"target.shape={target.shape}, output.shape={output.shape}"
        )
    _check_same_shape(target, output)
    output, from_logits = _get_logits(output, from_logits, "Sigmoid", "binary_crossentropy")
    if from_logits:
        return tf.nn.sigmoid_cross_entropy_with_logits(labels=target, logits=output)
    output = tf.clip_by_value(output, config.epsilon(), 1.0 - config.epsilon())
    bce = target * tf.math.log(output)
    bce += (1 - target) * tf.math.log(1 - output)
    return -bce


def moments(x, axes, keepdims=False, synchronized=False):
    original = standardize_dtype(x.dtype)
    if original in ("float16", "bfloat16"):
        x = cast(x, "float32")
    mean, variance = tf.nn.moments(x, axes, keepdims=keepdims)
    if original in ("float16", "bfloat16"):
        # Keras clips to the float16 range (for bfloat16 too) so the cast back
        # saturates at +-65504 instead of overflowing to inf.
        mean = tf.clip_by_value(mean, tf.float16.min, tf.float16.max)
        variance = tf.clip_by_value(variance, tf.float16.min, tf.float16.max)
        mean, variance = cast(mean, original), cast(variance, original)
    return mean, variance


def batch_normalization(x, mean, variance, axis, offset=None, scale=None, epsilon=1e-3):
    if axis != -1:
        shape = [1] * len(x.shape)
        shape[axis] = mean.shape[0]
        mean = tf.reshape(mean, shape)
        variance = tf.reshape(variance, shape)
        if offset is not None:
            offset = tf.reshape(offset, shape)
        if scale is not None:
            scale = tf.reshape(scale, shape)
    return tf.nn.batch_normalization(x=x, mean=mean, variance=variance, offset=offset, scale=scale,
                                     variance_epsilon=epsilon)


def layer_normalization(x, gamma=None, beta=None, axis=-1, epsilon=None, rms_scaling=False):
    """keras.ops.layer_normalization (keras/src/ops/nn.py _layer_normalization): computed in at
    least float32 as `x * inv + (-mean * inv + beta)` with `inv = rsqrt(var + eps) * gamma`."""
    if epsilon is None:
        epsilon = config.epsilon()
    original_dtype = standardize_dtype(x.dtype)
    from keras.src.backend.common.dtypes import result_type

    compute_dtype = result_type(x.dtype, "float32")
    x = convert_to_tensor(x, dtype=compute_dtype)
    if gamma is not None:
        gamma = convert_to_tensor(gamma, x.dtype)
    if beta is not None:
        beta = convert_to_tensor(beta, x.dtype)
    input_shape = x.shape
    ndims = len(input_shape)
    broadcast_shape = [1] * ndims
    if isinstance(axis, int):
        axis = [axis]
    for dim in axis:
        broadcast_shape[dim] = input_shape[dim]

    def _broadcast(v):
        if v is not None and len(v.shape) != ndims and axis != [ndims - 1]:
            return tf.reshape(v, broadcast_shape)
        return v

    if rms_scaling:
        variance = tf.math.reduce_variance(x, axis=axis, keepdims=True)
        outputs = x * tf.math.rsqrt(variance + epsilon)
        if gamma is not None:
            outputs = outputs * tf.cast(_broadcast(gamma), x.dtype)
    else:
        mean, variance = moments(x, axes=axis, keepdims=True)
        gamma, beta = _broadcast(gamma), _broadcast(beta)
        inv = tf.math.rsqrt(variance + epsilon)
        if gamma is not None:
            inv = inv * gamma
        res = -mean * inv
        if beta is not None:
            res = res + beta
        outputs = x * inv + res
    return tf.cast(outputs, original_dtype)


def ctc_loss(target, output, target_length, output_length, mask_index=0):
    target = tf.cast(convert_to_tensor(target), dtype="int32")
    output = convert_to_tensor(output)
    from keras.src.backend.common.dtypes import result_type

    result_dtype = result_type(output.dtype, "float32")
    compute_dtype = "float32" if result_dtype == "float64" else result_dtype
    output = tf.cast(output, compute_dtype)
    loss = tf.nn.ctc_loss(labels=target, logits=output, label_length=target_length, logit_length=output_length,
                          blank_index=mask_index, logits_time_major=False)
    return tf.cast(loss, result_dtype)


def ctc_decode(inputs, sequence_lengths, strategy="greedy", beam_width=100, top_paths=1, merge_repeated=True,
               mask_index=0):
    from keras.src.backend.common.dtypes import result_type

    inputs = convert_to_tensor(inputs)
    input_shape = tf.shape(inputs)
    num_samples, num_steps = input_shape[0], input_shape[1]
    inputs = tf.transpose(inputs, (1, 0, 2))

    dtype = result_type(inputs.dtype, "float32")
    inputs = tf.cast(inputs, dtype)

    sequence_lengths = convert_to_tensor(sequence_lengths, dtype="int32")
    if strategy == "greedy":
        (decoded, scores) = tf.nn.ctc_greedy_decoder(inputs=inputs, sequence_length=sequence_lengths,
                                                     merge_repeated=merge_repeated, blank_index=mask_index)
    elif strategy == "beam_search":
        # Move `mask_index` column to the last position since this is the
        # default for `tf.nn.ctc_beam_search_decoder`
        if mask_index is not None:
            inputs_before = inputs[..., :mask_index]
            inputs_mask = inputs[..., mask_index:mask_index + 1]
            inputs_after = inputs[..., mask_index + 1:]
            inputs = tf.concat([inputs_before, inputs_after, inputs_mask], axis=-1)
        (decoded, scores) = tf.nn.ctc_beam_search_decoder(inputs=inputs, sequence_length=sequence_lengths,
                                                          beam_width=beam_width, top_paths=top_paths)
    else:
        raise ValueError(f"Invalid strategy {strategy}. Supported values are 'greedy' and 'beam_search'.")

    # Postprocess sparse tensor
    decoded_dense = []
    for st in decoded:
        st = tf.SparseTensor(st.indices, st.values, (num_samples, num_steps))
        decoded_dense.append(tf.sparse.to_dense(sp_input=st, default_value=-1))
    decoded_dense = tf.stack(decoded_dense, axis=0)
    decoded_dense = tf.cast(decoded_dense, "int32")

    # We need to recover the labels because we swapped the indices earlier
    if strategy == "beam_search" and mask_index is not None:
        if mask_index < 0:
            mask_index = mask_index + input_shape[-1]
        decoded_dense = tf.where(decoded_dense >= mask_index, decoded_dense + 1, decoded_dense)
    return decoded_dense, scores


def psnr(x1, x2, max_val):
    from keras.src.backend.tensorflow.numpy import log10

    if x1.shape != x2.shape:
        raise ValueError(f"Input shapes {x1.shape} and {x2.shape} must match for PSNR calculation. ")
    max_val = convert_to_tensor(max_val, dtype=x2.dtype)
    mse = tf.reduce_mean(tf.square(x1 - x2))
    return 20 * log10(max_val) - 10 * log10(mse)


def _get_large_negative(dtype):
    dtype = standardize_dtype(dtype)
    val = 65500.0 if dtype == "float16" else 3.38953e38
    return tf.constant(val * -0.7, dtype=dtype)


def _apply_masks(logits, mask, is_causal):
    if mask is None and not is_causal:
        return logits
    combined_mask = tf.ones_like(logits, dtype="bool")
    if mask is not None:
        combined_mask = tf.logical_and(combined_mask, mask)
    if is_causal:
        logits_shape = tf.shape(logits)
        T, S = logits_shape[2], logits_shape[3]
        mask = tf.linalg.band_part(tf.ones((T, S), "bool"), -1, 0)
        mask = mask[None, None, :, :]
        combined_mask = tf.logical_and(combined_mask, mask)
    return tf.where(combined_mask, logits, _get_large_negative(logits.dtype))


def _dot_product_attention_xla(query, key, value, bias, mask, is_causal, scale):
    from keras.src.backend.common.dtypes import result_type

    logits_dtype = result_type(query.dtype, "float32")
    logits = tf.einsum("BTNH,BSNH->BNTS", query, key)
    logits = tf.cast(logits, logits_dtype)
    logits = tf.multiply(logits, tf.cast(scale, logits.dtype))
    if bias is not None:
        logits = tf.add(logits, tf.cast(bias, logits.dtype))
    padded_logits = _apply_masks(logits, mask, is_causal)
    probs_dtype = result_type(padded_logits.dtype, "float32")
    probs = tf.cast(tf.nn.softmax(tf.cast(padded_logits, probs_dtype), axis=-1), key.dtype)
    return tf.einsum("BNTS,BSNH->BTNH", probs, value)


def dot_product_attention(query, key, value, bias=None, mask=None, scale=None, is_causal=False,
                          flash_attention=None, attn_logits_soft_cap=None):
    if flash_attention is None:
        flash_attention = False
    if flash_attention:
        raise ValueError("Flash attention is not supported in tensorflow backend.")
    query = convert_to_tensor(query)
    key = convert_to_tensor(key)
    value = convert_to_tensor(value)
    if len(query.shape) != 4:
        raise ValueError(
            "`dot_product_attention` only supports 4D inputs. "
            f"Received: query.shape={query.shape}, key.shape={key.shape}, value.shape={value.shape}."
        )
    H = tf.shape(key)[-1]
    scale = (1.0 / tf.sqrt(tf.cast(H, "float32"))) if scale is None else scale
    return _dot_product_attention_xla(query, key, value, bias, mask, is_causal, scale)
