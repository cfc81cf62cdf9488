"""Shape arithmetic shared by the backends (keras/src/backend/common/backend_utils.py)."""


def _get_output_shape_given_tf_padding(input_size, kernel_size, strides, padding, output_padding, dilation_rate):
    """One spatial size of a transposed convolution's output, as TF's conv_transpose wants
    it: "valid" gives (in-1)*stride + k + pad (pad defaulting to max(k, stride) - k), "same"
    gives in*stride (or (in-1)*stride + k%2 + pad with an output_padding). None stays None."""
    if input_size is None:
        return None
    assert padding.lower() in {"valid", "same"}
    kernel_size = (kernel_size - 1) * dilation_rate + 1
    if padding.lower() == "valid":
        output_padding = max(kernel_size, strides) - kernel_size if output_padding is None else output_padding
        return (input_size - 1) * strides + kernel_size + output_padding
    if output_padding is None:
        return input_size * strides
    return (input_size - 1) * strides + kernel_size % 2 + output_padding


def compute_conv_transpose_output_shape(input_shape, kernel_size, filters, strides, padding, output_padding=None,
                                        data_format="channels_last", dilation_rate=1):
    """The output shape (a list) of an N-D transposed convolution with `filters` channels;
    `input_shape` may hold scalar tensors for unknown sizes (the TF backend passes
    tf.shape's entries), which the arithmetic carries along."""
    num_spatial_dims = len(input_shape) - 2
    kernel_spatial_shape = kernel_size
    if isinstance(output_padding, int):
        output_padding = (output_padding,) * len(kernel_spatial_shape)
    if isinstance(strides, int):
        strides = (strides,) * num_spatial_dims
    if isinstance(dilation_rate, int):
        dilation_rate = (dilation_rate,) * num_spatial_dims
    if data_format == "channels_last":
        input_spatial_shape = input_shape[1:-1]
    else:
        input_spatial_shape = input_shape[2:]
    output_shape = []
    for i in range(num_spatial_dims):
        current_output_padding = None if output_padding is None else output_padding[i]
        output_shape.append(_get_output_shape_given_tf_padding(
            input_size=input_spatial_shape[i], kernel_size=kernel_spatial_shape[i], strides=strides[i],
            padding=padding, output_padding=current_output_padding, dilation_rate=dilation_rate[i]))
    if data_format == "channels_last":
        return [input_shape[0]] + output_shape + [filters]
    return [input_shape[0], filters] + output_shape


def canonicalize_axis(axis, num_dims):
    """Canonicalize an axis in [-num_dims, num_dims) to [0, num_dims)."""
    axis = int(axis)
    if not -num_dims <= axis < num_dims:
        raise ValueError(f"axis {axis} is out of bounds for an array with dimension {num_dims}.")
    if axis < 0:
        axis = axis + num_dims
    return axis


def to_tuple_or_list(value):
    """Convert the non-`None` value to either a tuple or a list."""
    if value is None:
        return value
    if not isinstance(value, (int, tuple, list)):
        raise ValueError(f"`value` must be an integer, tuple or list. Received: value={value}")
    if isinstance(value, int):
        return (value,)
    return value


def slice_along_axis(x, start=0, stop=None, step=1, axis=0):
    """Slice a Tensor along the given axis."""
    if axis >= 0:
        slices = [slice(None)] * axis + [slice(start, stop, step)]
    else:
        slices = [Ellipsis, slice(start, stop, step)] + [slice(None)] * (-1 - axis)
    return x[tuple(slices)]
