"""Cropping2D (keras/src/layers/reshaping/cropping2d.py): rows and columns cut from the
height and width axes, `((top, bottom), (left, right))`."""
from keras.src import backend
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.layers.reshaping.zero_padding2d import standardize_pairs


class Cropping2D(Layer):
    _init_call_site = ("layers/reshaping/cropping2d.py", 57, "super().__init__(**kwargs)")

    def __init__(self, cropping=((0, 0), (0, 0)), data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.data_format = backend.standardize_data_format(data_format)
        if isinstance(cropping, int) and cropping < 0:
            raise ValueError(f"`cropping` cannot be negative. Received: cropping={cropping}.")
        self.cropping = standardize_pairs(cropping, "cropping")
        self.input_spec = InputSpec(ndim=4)

    def _spatial_axes(self):
        return (2, 3) if self.data_format == "channels_first" else (1, 2)

    def _check_fits(self, shape, what):
        h, w = self._spatial_axes()
        if (shape[h] is not None and sum(self.cropping[0]) >= shape[h]) or (
                shape[w] is not None and sum(self.cropping[1]) >= shape[w]):
            raise ValueError(
                "Values in `cropping` argument should be smaller than the corresponding spatial dimension of the "
                f"input. Received: {what}={shape}, cropping={self.cropping}"
            )

    def compute_output_shape(self, input_shape):
        self._check_fits(input_shape, "input_shape")
        output_shape = list(input_shape)
        for axis, (before, after) in zip(self._spatial_axes(), self.cropping):
            if input_shape[axis] is not None:
                output_shape[axis] = input_shape[axis] - before - after
        return tuple(output_shape)

    def call(self, inputs):
        self._check_fits(inputs.shape, "inputs.shape")
        (top, bottom), (left, right) = self.cropping
        rows = slice(top, -bottom if bottom else None)
        cols = slice(left, -right if right else None)
        if self.data_format == "channels_first":
            return inputs[:, :, rows, cols]
        return inputs[:, rows, cols, :]

    def get_config(self):
        config = {"cropping": self.cropping, "data_format": self.data_format}
        base_config = super().get_config()
        return {**base_config, **config}
