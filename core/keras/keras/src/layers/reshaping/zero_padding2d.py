"""ZeroPadding2D (keras/src/layers/reshaping/zero_padding2d.py): zeros added around the
height and width axes, `((top, bottom), (left, right))`."""
from keras.src import backend, ops
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.utils import argument_validation


class ZeroPadding2D(Layer):
    _init_call_site = ("layers/reshaping/zero_padding2d.py", 72, "super().__init__(**kwargs)")

    def __init__(self, padding=(1, 1), data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.data_format = backend.standardize_data_format(data_format)
        if isinstance(padding, int):
            self.padding = ((padding, padding), (padding, padding))
        elif hasattr(padding, "__len__"):
            if len(padding) != 2:
                raise ValueError(f"`padding` should have two elements. Received: padding={padding}.")
            height_padding = argument_validation.standardize_tuple(padding[0], 2, "1st entry of padding",
                                                                   allow_zero=True)
            width_padding = argument_validation.standardize_tuple(padding[1], 2, "2nd entry of padding",
                                                                  allow_zero=True)
            self.padding = (height_padding, width_padding)
        else:
            raise ValueError(
                "`padding` should be either an int, a tuple of 2 ints (symmetric_height_crop, "
                "symmetric_width_crop), or a tuple of 2 tuples of 2 ints ((top_crop, bottom_crop), "
                f"(left_crop, right_crop)). Received: padding={padding}."
            )
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
