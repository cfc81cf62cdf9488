"""Dropout (keras/src/layers/regularization/dropout.py): only with `training=True` (which
`fit` passes and a plain `model(x)` does not), through TF's stateless dropout with a seed
from the layer's SeedGenerator."""
from keras.src import backend
from keras.src.layers.layer import Layer


def set_rate_and_seed(layer, name, value, seed):
    """The dropout/noise layers' shared start: ValueError unless 0 <= value <= 1 (Keras's text,
    naming the argument), `layer.<name>` and `layer.seed` set, and a SeedGenerator (drawing its
    seed now) when value > 0."""
    if not 0 <= value <= 1:
        raise ValueError(
            f"Invalid value received for argument `{name}`. Expected a float value between 0 and 1. "
            f"Received: {name}={value}"
        )
    setattr(layer, name, value)
    layer.seed = seed
    if value > 0:
        layer.seed_generator = backend.random.SeedGenerator(seed)


class Dropout(Layer):
    _init_call_site = ("layers/regularization/dropout.py", 42, "super().__init__(**kwargs)")

    def __init__(self, rate, noise_shape=None, seed=None, **kwargs):
        super().__init__(**kwargs)
        set_rate_and_seed(self, "rate", rate, seed)
        self.noise_shape = noise_shape
        self.supports_masking = True
        self._build_at_init()

    def call(self, inputs, training=False):
        if training and self.rate > 0:
            return backend.random.dropout(inputs, self.rate, noise_shape=self.noise_shape, seed=self.seed_generator)
        return inputs

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        return {**super().get_config(), "rate": self.rate, "seed": self.seed, "noise_shape": self.noise_shape}
