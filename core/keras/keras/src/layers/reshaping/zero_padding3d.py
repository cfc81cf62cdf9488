"""ZeroPadding3D (keras/src/layers/reshaping/zero_padding3d.py): zeros added around the three
spatial axes of (batch, d1, d2, d3, channels) inputs."""
from keras.src import backend, ops
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.layers.reshaping.triple_pairs import standardize_triple_pairs


class ZeroPadding3D(Layer):
    _init_call_site = ("layers/reshaping/zero_padding3d.py", 63, "super().__init__(**kwargs)")

    def __init__(self, padding=((1, 1), (1, 1), (1, 1)), data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.data_format = backend.standardize_data_format(data_format)
        self.padding = standardize_triple_pairs(padding, "padding", "Received: padding=")
        self.input_spec = InputSpec(ndim=5)

    def compute_output_shape(self, input_shape):
        output_shape = list(input_shape)
        spatial_dims_offset = 2 if self.data_format == "channels_first" else 1
        for index in range(3):
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
