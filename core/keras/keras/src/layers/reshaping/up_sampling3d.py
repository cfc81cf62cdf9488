"""UpSampling3D (keras/src/layers/reshaping/up_sampling3d.py): the three spatial axes of
(batch, d1, d2, d3, channels) inputs repeated `size` times each (ops.repeat per axis)."""
from keras.src import backend, ops
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.utils import argument_validation


class UpSampling3D(Layer):
    _init_call_site = ("layers/reshaping/up_sampling3d.py", 57, "super().__init__(**kwargs)")

    def __init__(self, size=(2, 2, 2), data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.data_format = backend.standardize_data_format(data_format)
        self.size = argument_validation.standardize_tuple(size, 3, "size")
        self.input_spec = InputSpec(ndim=5)

    def compute_output_shape(self, input_shape):
        first = 2 if self.data_format == "channels_first" else 1
        dims = [factor * input_shape[first + i] if input_shape[first + i] is not None else None
                for i, factor in enumerate(self.size)]
        if self.data_format == "channels_first":
            return (input_shape[0], input_shape[1], *dims)
        return (input_shape[0], *dims, input_shape[4])

    def call(self, inputs):
        return self._resize_volumes(inputs, self.size[0], self.size[1], self.size[2], self.data_format)

    def get_config(self):
        config = {"size": self.size, "data_format": self.data_format}
        base_config = super().get_config()
        return {**base_config, **config}

    def _resize_volumes(self, x, depth_factor, height_factor, width_factor, data_format):
        return repeat_volume(x, (depth_factor, height_factor, width_factor), data_format, ops.repeat)


def repeat_volume(x, factors, data_format, repeat):
    """x (5-D) with its three spatial axes repeated by `factors` in turn, each with
    `repeat(x, factor, axis=...)`. Raises ValueError for an unknown data_format."""
    if data_format == "channels_first":
        first = 2
    elif data_format == "channels_last":
        first = 1
    else:
        raise ValueError(f"Invalid data_format: {data_format}")
    for i, factor in enumerate(factors):
        x = repeat(x, factor, axis=first + i)
    return x
