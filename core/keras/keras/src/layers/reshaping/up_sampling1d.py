"""UpSampling1D (keras/src/layers/reshaping/up_sampling1d.py): each step of (batch, steps,
features) inputs repeated `size` times (ops.repeat along axis 1)."""
from keras.src import ops
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer


class UpSampling1D(Layer):
    _init_call_site = ("layers/reshaping/up_sampling1d.py", 44, "super().__init__(**kwargs)")

    def __init__(self, size=2, **kwargs):
        super().__init__(**kwargs)
        self.size = int(size)
        self.input_spec = InputSpec(ndim=3)

    def compute_output_shape(self, input_shape):
        # A list, as Keras returns it.
        size = self.size * input_shape[1] if input_shape[1] is not None else None
        return [input_shape[0], size, input_shape[2]]

    def call(self, inputs):
        return ops.repeat(x=inputs, repeats=self.size, axis=1)

    def get_config(self):
        config = {"size": self.size}
        base_config = super().get_config()
        return {**base_config, **config}
