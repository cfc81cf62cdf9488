"""ELU (keras/src/layers/activations/elu.py): `x` if x > 0 else `alpha * (exp(x) - 1)`."""
from keras.src import activations
from keras.src.layers.layer import Layer


class ELU(Layer):
    _init_call_site = ("layers/activations/elu.py", 23, "super().__init__(**kwargs)")

    def __init__(self, alpha=1.0, **kwargs):
        super().__init__(**kwargs)
        self.alpha = alpha
        self.supports_masking = True
        self._build_at_init()

    def call(self, inputs):
        return activations.elu(inputs, alpha=self.alpha)

    def compute_output_shape(self, input_shape):
        return input_shape
