"""Cropping3D (keras/src/layers/reshaping/cropping3d.py): cells cut from both ends of the
three spatial axes of (batch, d1, d2, d3, channels) inputs (channels first with
data_format="channels_first")."""
from keras.src import backend
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.layers.reshaping.triple_pairs import standardize_triple_pairs


class Cropping3D(Layer):
    """Raises ValueError (Keras's texts) for a negative int, a `cropping` of other than 3
    entries, and a crop that leaves no cell on some axis."""

    _init_call_site = ("layers/reshaping/cropping3d.py", 62, "super().__init__(**kwargs)")

    def __init__(self, cropping=((1, 1), (1, 1), (1, 1)), data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.data_format = backend.standardize_data_format(data_format)
        if isinstance(cropping, int) and cropping < 0:
            raise ValueError(f"`cropping` cannot be negative. Received: cropping={cropping}.")
        self.cropping = standardize_triple_pairs(cropping, "cropping", "Received: ")
        self.input_spec = InputSpec(ndim=5)

    def _cropped_dims(self, shape, what):
        spatial_dims = list(shape[2:5]) if self.data_format == "channels_first" else list(shape[1:4])
        for index in range(3):
            if spatial_dims[index] is None:
                continue
            spatial_dims[index] -= sum(self.cropping[index])
            if spatial_dims[index] <= 0:
                raise ValueError(
                    "Values in `cropping` argument should be smaller than the corresponding spatial dimension of the "
                    f"input. Received: {what}={shape}, cropping={self.cropping}"
                )
        return spatial_dims

    def compute_output_shape(self, input_shape):
        spatial_dims = self._cropped_dims(input_shape, "input_shape")
        if self.data_format == "channels_first":
            return (input_shape[0], input_shape[1], *spatial_dims)
        return (input_shape[0], *spatial_dims, input_shape[4])

    def call(self, inputs):
        self._cropped_dims(inputs.shape, "inputs.shape")
        spatial = tuple(slice(before, -after if after else None) for before, after in self.cropping)
        if self.data_format == "channels_first":
            return inputs[(slice(None), slice(None)) + spatial]
        return inputs[(slice(None),) + spatial + (slice(None),)]

    def get_config(self):
        config = {"cropping": self.cropping, "data_format": self.data_format}
        base_config = super().get_config()
        return {**base_config, **config}
