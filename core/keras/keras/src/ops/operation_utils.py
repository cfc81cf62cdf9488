"""Shape helpers (keras/src/ops/operation_utils.py)."""
import math


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
