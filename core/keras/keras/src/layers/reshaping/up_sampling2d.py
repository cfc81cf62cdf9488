"""UpSampling2D (keras/src/layers/reshaping/up_sampling2d.py): repeats rows and columns
`size` times. "nearest" is ops.repeat along each axis; other interpolations ("bilinear", ...)
resize the images to `size` times their height and width with keras.ops.image.resize."""
from keras.src import backend, ops
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.utils import argument_validation


class UpSampling2D(Layer):
    _init_call_site = ("layers/reshaping/up_sampling2d.py", 72, "super().__init__(**kwargs)")

    def __init__(self, size=(2, 2), data_format=None, interpolation="nearest", **kwargs):
        super().__init__(**kwargs)
        self.data_format = backend.standardize_data_format(data_format)
        self.size = argument_validation.standardize_tuple(size, 2, "size")
        self.interpolation = interpolation.lower()
        self.input_spec = InputSpec(ndim=4)

    def compute_output_shape(self, input_shape):
        if self.data_format == "channels_first":
            height = self.size[0] * input_shape[2] if input_shape[2] is not None else None
            width = self.size[1] * input_shape[3] if input_shape[3] is not None else None
            return (input_shape[0], input_shape[1], height, width)
        height = self.size[0] * input_shape[1] if input_shape[1] is not None else None
        width = self.size[1] * input_shape[2] if input_shape[2] is not None else None
        return (input_shape[0], height, width, input_shape[3])

    def call(self, inputs):
        return self._resize_images(inputs, self.size[0], self.size[1], self.data_format,
                                   interpolation=self.interpolation)

    def get_config(self):
        config = {"size": self.size, "data_format": self.data_format, "interpolation": self.interpolation}
        base_config = super().get_config()
        return {**base_config, **config}

    def _resize_images(self, x, height_factor, width_factor, data_format, interpolation="nearest"):
        if data_format not in {"channels_last", "channels_first"}:
            raise ValueError(f"Invalid `data_format` argument: {data_format}")
        if data_format == "channels_first":
            x = ops.transpose(x, [0, 2, 3, 1])
        if interpolation == "nearest":
            x = ops.repeat(x, height_factor, axis=1)
            x = ops.repeat(x, width_factor, axis=2)
        else:
            shape = ops.shape(x)
            new_shape = (shape[1] * height_factor, shape[2] * width_factor)
            x = ops.image.resize(x, new_shape, data_format="channels_last", interpolation=interpolation)
        if data_format == "channels_first":
            x = ops.transpose(x, [0, 3, 1, 2])
        return x
