"""Activation (keras/src/layers/activations/activation.py): a layer applying an activation function."""
from keras.src import activations
from keras.src.layers.layer import Layer


class Activation(Layer):
    _init_call_site = ("layers/activations/activation.py", 26, "super().__init__(**kwargs)")

    def __init__(self, activation, **kwargs):
        super().__init__(**kwargs)
        self.supports_masking = True
        self.activation = activations.get(activation)
        self._build_at_init()

    def call(self, inputs):
        return self.activation(inputs)

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        return {**super().get_config(), "activation": activations.serialize(self.activation)}
