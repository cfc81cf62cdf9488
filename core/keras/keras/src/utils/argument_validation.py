"""Argument checks shared by the convolution, pooling and reshaping layers
(keras/src/utils/argument_validation.py)."""


def standardize_tuple(value, n, name, allow_zero=False):
    """`value` (an int, or an iterable of `n` ints) as a tuple of `n` ints. Raises ValueError
    with Keras's text when it has the wrong length, a non-integer element, or an element that
    is not > 0 (>= 0 with `allow_zero`)."""
    error_msg = f"The `{name}` argument must be a tuple of {n} integers. Received {name}={value}"
    if isinstance(value, int):
        value_tuple = (value,) * n
    else:
        try:
            value_tuple = tuple(value)
        except TypeError:
            raise ValueError(error_msg)
        if len(value_tuple) != n:
            raise ValueError(error_msg)
        for single_value in value_tuple:
            try:
                int(single_value)
            except (ValueError, TypeError):
                error_msg += f"including element {single_value} of type {type(single_value)}"
                raise ValueError(error_msg)
    if allow_zero:
        unqualified_values = {v for v in value_tuple if v < 0}
        req_msg = ">= 0"
    else:
        unqualified_values = {v for v in value_tuple if v <= 0}
        req_msg = "> 0"
    if unqualified_values:
        error_msg += f", including values {unqualified_values} that do not satisfy `value {req_msg}`"
        raise ValueError(error_msg)
    return value_tuple


def standardize_padding(value, allow_causal=False):
    """"valid"/"same" (and "causal" for 1D convolutions), lower-cased; a list or tuple passes
    through unchanged."""
    if isinstance(value, (list, tuple)):
        return value
    padding = value.lower()
    if allow_causal:
        allowed_values = {"valid", "same", "causal"}
    else:
        allowed_values = {"valid", "same"}
    if padding not in allowed_values:
        raise ValueError(f"The `padding` argument must be a list/tuple or one of {allowed_values}. Received: {padding}")
    return padding


def validate_string_arg(value, allowable_strings, caller_name, arg_name, allow_none=False, allow_callables=False):
    """Raises ValueError unless `value` is one of `allowable_strings` (or None / a callable
    when allowed)."""
    if allow_none and value is None:
        return
    elif allow_callables and callable(value):
        return
    elif isinstance(value, str) and value in allowable_strings:
        return
    raise ValueError(
        f"Unknown value for `{arg_name}` argument of {caller_name}. Allowed values are: {allowable_strings}. "
        f"Received: {arg_name}={value}"
    )
