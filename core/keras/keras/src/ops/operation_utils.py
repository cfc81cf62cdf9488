"""Shape helpers (keras/src/ops/operation_utils.py)."""
import math


def broadcast_shapes(shape1, shape2):
    """The broadcast of two shapes (lists of ints or None), as a list; raises ValueError when
    they cannot broadcast."""
    shape1 = list(shape1)
    shape2 = list(shape2)
    origin_shape1 = shape1
    origin_shape2 = shape2
    if len(shape1) > len(shape2):
        shape2 = [1] * (len(shape1) - len(shape2)) + shape2
    if len(shape1) < len(shape2):
        shape1 = [1] * (len(shape2) - len(shape1)) + shape1
    output_shape = list(shape1)
    for i in range(len(shape1)):
        if shape1[i] == 1:
            output_shape[i] = shape2[i]
        elif shape1[i] is None:
            output_shape[i] = None if shape2[i] == 1 else shape2[i]
        elif shape2[i] == 1 or shape2[i] is None or shape2[i] == shape1[i]:
            output_shape[i] = shape1[i]
        else:
            raise ValueError(
                f"Cannot broadcast shape, the failure dim has value {shape1[i]}, which cannot be broadcasted "
                f"to {shape2[i]}. Input shapes are: {origin_shape1} and {origin_shape2}."
            )
    return output_shape


def compute_matmul_output_shape(shape1, shape2):
    """The shape of `matmul(x1, x2)` as Keras's Matmul.compute_output_spec works it out (a 1-D
    operand is taken as a row or column and its dimension kept, as Keras 3.11.3 does); raises
    ValueError when the inner dimensions are known and differ."""
    if len(shape1) == 1:
        shape1 = (1, shape1[0])
    if len(shape2) == 1:
        shape2 = (shape2[0], 1)
    if shape1[-1] is not None and shape2[-2] is not None and shape1[-1] != shape2[-2]:
        raise ValueError(
            "Inner dimensions (`x1.shape[-1]` and `x2.shape[-2]`) must be "
            f"equal, but received `x1.shape={shape1}` and `x2.shape={shape2}`."
        )
    leading_shape = broadcast_shapes(shape1[:-2], shape2[:-2])
    output_shape = leading_shape + [shape1[-2], shape2[-1]]
    if len(shape1) == 1:
        del output_shape[-2]
    if len(shape2) == 1:
        del output_shape[-1]
    return tuple(output_shape)


def compute_reshape_output_shape(input_shape, newshape, newshape_arg_name):
    """`newshape` with its -1 resolved (or None when the input has unknown dims)."""
    unknown_dim_count = newshape.count(-1)
    if unknown_dim_count > 1:
        raise ValueError(
            f"There must be at most one unknown dimension (-1) in {newshape_arg_name}. Received: "
            f"{newshape_arg_name}={newshape}."
        )
    if None in input_shape:
        return tuple(dim if dim != -1 else None for dim in newshape)
    input_size = math.prod(input_shape)
    if unknown_dim_count == 0:
        if input_size != math.prod(newshape):
            raise ValueError(
                "The total size of the tensor must be unchanged. Received: "
                f"input_shape={input_shape}, {newshape_arg_name}={newshape}"
            )
        return newshape
    known_output_size = 1
    unknown_dim_index = None
    for index, dim in enumerate(newshape):
        if dim == -1:
            unknown_dim_index = index
        else:
            known_output_size *= dim
    if known_output_size == 0 or input_size % known_output_size != 0:
        raise ValueError(
            "The total size of the tensor must be unchanged, however, the input size cannot by divided by the "
            f"specified dimensions in {newshape_arg_name}. Received: input_shape={input_shape}, "
            f"{newshape_arg_name}={newshape}"
        )
    output_shape = list(newshape)
    output_shape[unknown_dim_index] = input_size // known_output_size
    return tuple(output_shape)


def reduce_shape(shape, axis=None, keepdims=False):
    """The shape a reduction over `axis` leaves (keras/src/ops/operation_utils.py): the reduced
    dims dropped, or set to 1 with keepdims."""
    shape = list(shape)
    if axis is None:
        return tuple(1 for _ in shape) if keepdims else ()
    if isinstance(axis, int):
        axis = (axis,)
    if keepdims:
        for ax in axis:
            shape[ax] = 1
        return tuple(shape)
    for ax in sorted(axis, reverse=True):
        del shape[ax]
    return tuple(shape)


def _np_str(values):
    """str() of `np.array(values)` for a 1-D int array (padded to a common width) or an
    object array holding None (unpadded), as Keras's shape errors print them."""
    values = list(values)
    if any(v is None for v in values):
        return "[" + " ".join(str(v) for v in values) + "]"
    width = max((len(str(v)) for v in values), default=0)
    return "[" + " ".join(str(v).rjust(width) for v in values) + "]"


def _spatial_output(spatial_shape, window, strides, dilation, padding):
    """Per spatial dim: floor((size - dilation*(window-1) - 1) / stride) + 1 ("valid") or
    floor((size - 1) / stride) + 1 ("same"/"causal"); an unknown size stays None. Returns the
    sizes, with -1-based values kept for the caller's negativity check."""
    out = []
    for size, w, s, d in zip(spatial_shape, window, strides, dilation):
        n = -1 if size is None else size
        if padding == "valid":
            out.append(math.floor((n - d * (w - 1) - 1) / s) + 1)
        else:
            out.append(math.floor((n - 1) / s) + 1)
    return out


def compute_conv_output_shape(input_shape, filters, kernel_size, strides=1, padding="valid",
                              data_format="channels_last", dilation_rate=1):
    """The output shape of an N-D convolution (keras/src/ops/operation_utils.py): batch,
    spatial sizes, `filters` channels. Raises ValueError for a rank mismatch, a bad
    `dilation_rate` length, a negative "valid" output or an unknown padding."""
    if data_format == "channels_last":
        spatial_shape = input_shape[1:-1]
        kernel_shape = kernel_size + (input_shape[-1], filters)
    else:
        spatial_shape = input_shape[2:]
        kernel_shape = kernel_size + (input_shape[1], filters)
    if len(kernel_shape) != len(input_shape):
        raise ValueError(
            "Kernel shape must have the same length as input, but received kernel of shape "
            f"{kernel_shape} and input of shape {input_shape}."
        )
    if isinstance(dilation_rate, int):
        dilation_rate = (dilation_rate,) * len(spatial_shape)
    if isinstance(strides, int):
        strides = (strides,) * len(spatial_shape)
    if len(dilation_rate) != len(spatial_shape):
        raise ValueError(
            "Dilation must be None, scalar or tuple/list of length of inputs' spatial shape, but received "
            f"`dilation_rate={dilation_rate}` and input of shape {input_shape}."
        )
    if padding not in ("valid", "same", "causal"):
        raise ValueError(f"`padding` must be either `'valid'` or `'same'`. Received {padding}.")
    output_spatial = _spatial_output(spatial_shape, kernel_shape[:-2], strides, dilation_rate, padding)
    if padding == "valid":
        for i, size in enumerate(output_spatial):
            if spatial_shape[i] is not None and size < 0:
                raise ValueError(
                    f"Computed output size would be negative. Received `inputs shape={input_shape}`, "
                    f"`kernel shape={kernel_shape}`, `dilation_rate={_np_str(dilation_rate)}`."
                )
    output_spatial = tuple(None if spatial_shape[i] is None else size for i, size in enumerate(output_spatial))
    if data_format == "channels_last":
        return (input_shape[0],) + output_spatial + (kernel_shape[-1],)
    return (input_shape[0], kernel_shape[-1]) + output_spatial


def compute_pooling_output_shape(input_shape, pool_size, strides, padding="valid", data_format="channels_last"):
    """The output shape of max/average pooling (keras/src/ops/operation_utils.py); `strides`
    None means `pool_size`. Raises ValueError for a negative "valid" output or an unknown
    padding."""
    strides = pool_size if strides is None else strides
    input_shape_origin = list(input_shape)
    spatial_shape = input_shape[1:-1] if data_format == "channels_last" else input_shape[2:]
    if isinstance(strides, int):
        strides = (strides,) * len(spatial_shape)
    if padding == "valid":
        output_spatial = _spatial_output(spatial_shape, pool_size, strides, (1,) * len(spatial_shape), "valid")
        for i, size in enumerate(output_spatial):
            if spatial_shape[i] is not None and size < 0:
                raise ValueError(
                    f"Computed output size would be negative. Received: `inputs.shape={_np_str(input_shape)}` "
                    f"and `pool_size={_np_str(pool_size)}`."
                )
    elif padding == "same":
        output_spatial = _spatial_output(spatial_shape, pool_size, strides, (1,) * len(spatial_shape), "same")
    else:
        raise ValueError(f"Argument `padding` must be either 'valid' or 'same'. Received: padding={padding}")
    output_spatial = tuple(None if spatial_shape[i] is None else size for i, size in enumerate(output_spatial))
    if data_format == "channels_last":
        return (input_shape_origin[0],) + output_spatial + (input_shape_origin[-1],)
    return (input_shape_origin[0], input_shape_origin[1]) + output_spatial


def get_source_inputs(tensor):
    """The `keras.Input` tensors a KerasTensor was computed from, in first-seen order without
    repeats (a tensor without history is returned as is)."""
    from keras.src import tree

    if not hasattr(tensor, "_keras_history"):
        return tensor
    operation, node_index, _ = tensor._keras_history
    if not operation or not operation._inbound_nodes:
        return [tensor]
    node = operation._inbound_nodes[node_index]
    if node.is_input:
        return tree.flatten(node.output_tensors)
    source_tensors = []
    for t in node.input_tensors:
        for x in get_source_inputs(t):
            if all(x is not s for s in source_tensors):
                source_tensors.append(x)
    return source_tensors
