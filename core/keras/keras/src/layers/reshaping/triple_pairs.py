"""The `((before, after),) * 3` amounts Cropping3D and ZeroPadding3D take (their __init__ in
keras/src/layers/reshaping/cropping3d.py and zero_padding3d.py)."""
from keras.src.utils import argument_validation


def standardize_triple_pairs(value, name, received):
    """An int (the same amount everywhere), or 3 entries each an int or a (before, after) pair,
    as ((d1_before, d1_after), (d2_before, d2_after), (d3_before, d3_after)). `received` ends the
    ValueError for any other value: Keras prints `Received: {value}.` for cropping and
    `Received: padding={value}.` for padding."""
    if isinstance(value, int):
        return ((value, value), (value, value), (value, value))
    if hasattr(value, "__len__"):
        if len(value) != 3:
            raise ValueError(f"`{name}` should have 3 elements. Received: {value}.")
        return tuple(
            argument_validation.standardize_tuple(entry, 2, f"{nth} entry of {name}", allow_zero=True)
            for entry, nth in zip(value, ("1st", "2nd", "3rd"))
        )
    kind = "crop" if name == "cropping" else "pad"
    raise ValueError(
        f"`{name}` should be either an int, a tuple of 3 ints (symmetric_dim1_{kind}, symmetric_dim2_{kind}, "
        f"symmetric_dim3_{kind}), or a tuple of 3 tuples of 2 ints ((left_dim1_{kind}, right_dim1_{kind}), "
        f"(left_dim2_{kind}, right_dim2_{kind}), (left_dim3_{kind}, right_dim2_{kind})). {received}{value}."
    )
