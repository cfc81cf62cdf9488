"""ZeroPadding2D (keras/src/layers/reshaping/zero_padding2d.py): zeros added around the
height and width axes, `((top, bottom), (left, right))`."""
from keras.src import backend, ops
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.utils import argument_validation


def standardize_pairs(value, name):
    """ZeroPadding2D's `padding` and Cropping2D's `cropping`: an int, a pair of ints (symmetric
    height and width amounts) or a pair of pairs, as ((top, bottom), (left, right))."""
    if isinstance(value, int):
        return ((value, value), (value, value))
    if hasattr(value, "__len__"):
        if len(value) != 2:
            raise ValueError(f"`{name}` should have two elements. Received: {name}={value}.")
        height = argument_validation.standardize_tuple(value[0], 2, f"1st entry of {name}", allow_zero=True)
        width = argument_validation.standardize_tuple(value[1], 2, f"2nd entry of {name}", allow_zero=True)
        return (height, width)
    raise ValueError(
        f"`{name}` should be either an int, a tuple of 2 ints (symmetric_height_crop, symmetric_width_crop), or a "
        f"tuple of 2 tuples of 2 ints ((top_crop, bottom_crop), (left_crop, right_crop)). Received: {name}={value}."
    )


class ZeroPadding2D(Layer):
    _init_call_site = ("layers/reshaping/zero_padding2d.py", 72, "super().__init__(**kwargs)")

    def __init__(self, padding=(1, 1), data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.data_format = backend.standardize_data_format(data_format)
        self.padding = standardize_pairs(padding, "padding")
        self.input_spec = InputSpec(ndim=4)

    def compute_output_shape(self, input_shape):
        output_shape = list(input_shape)
        spatial_dims_offset = 2 if self.data_format == "channels_first" else 1
        for index in range(0, 2):
            if output_shape[index + spatial_dims_offset] is not None:
                output_shape[index + spatial_dims_offset] += self.padding[index][0] + self.padding[index][1]
        return tuple(output_shape)

    def call(self, inputs):
        if self.data_format == "channels_first":
            all_dims_padding = ((0, 0), (0, 0), *self.padding)
        else:
            all_dims_padding = ((0, 0), *self.padding, (0, 0))
        return ops.pad(inputs, all_dims_padding)

    def get_config(self):
        config = {"padding": self.padding, "data_format": self.data_format}
        base_config = super().get_config()
        return {**base_config, **config}
