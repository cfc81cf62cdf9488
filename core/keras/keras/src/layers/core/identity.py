"""Identity (keras/src/layers/core/identity.py): returns its input unchanged."""
from keras.src.layers.layer import Layer


class Identity(Layer):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.supports_masking = True
        self._build_at_init()

    def call(self, inputs):
        return inputs

    def compute_output_shape(self, input_shape):
        return input_shape
