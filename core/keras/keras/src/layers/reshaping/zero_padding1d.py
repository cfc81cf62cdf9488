"""ZeroPadding1D (keras/src/layers/reshaping/zero_padding1d.py): zeros added before and
after the time axis of (batch, steps, features) inputs (axis 2 with channels_first)."""
from keras.src import backend, ops
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.utils import argument_validation


class ZeroPadding1D(Layer):
    _init_call_site = ("layers/reshaping/zero_padding1d.py", 69, "super().__init__(**kwargs)")

    def __init__(self, padding=1, data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.data_format = backend.standardize_data_format(data_format)
        self.padding = argument_validation.standardize_tuple(padding, 2, "padding", allow_zero=True)
        self.input_spec = InputSpec(ndim=3)

    def compute_output_shape(self, input_shape):
        output_shape = list(input_shape)
        padding_dim = 2 if self.data_format == "channels_first" else 1
        if output_shape[padding_dim] is not None:
            output_shape[padding_dim] += self.padding[0] + self.padding[1]
        return tuple(output_shape)

    def call(self, inputs):
        if self.data_format == "channels_first":
            all_dims_padding = ((0, 0), (0, 0), self.padding)
        else:
            all_dims_padding = ((0, 0), self.padding, (0, 0))
        return ops.pad(inputs, all_dims_padding)

    def get_config(self):
        config = {"padding": self.padding, "data_format": self.data_format}
        base_config = super().get_config()
        return {**base_config, **config}
