"""AlphaDropout (keras/src/layers/regularization/alpha_dropout.py): while training, sets
dropped units to SELU's negative saturation value and rescales so the mean and variance stay
those of the inputs (for SELU networks)."""
from keras.src import ops
from keras.src.layers.layer import Layer
from keras.src.layers.regularization.dropout import set_rate_and_seed


class AlphaDropout(Layer):
    _init_call_site = ("layers/regularization/alpha_dropout.py", 36, "super().__init__(**kwargs)")

    def __init__(self, rate, noise_shape=None, seed=None, **kwargs):
        super().__init__(**kwargs)
        set_rate_and_seed(self, "rate", rate, seed)
        self.noise_shape = noise_shape
        self.supports_masking = True
        self._build_at_init()

    def call(self, inputs, training=False):
        if training and self.rate > 0:
            noise_shape = self._get_concrete_noise_shape(inputs, self.noise_shape)
            alpha = 1.6732632423543772
            scale = 1.0507009873554805
            alpha_p = -alpha * scale
            kept_idx = ops.greater_equal(ops.random.uniform(noise_shape, seed=self.seed_generator), self.rate)
            kept_idx = ops.cast(kept_idx, inputs.dtype)
            a = ((1 - self.rate) * (1 + self.rate * alpha_p**2)) ** -0.5
            b = -a * alpha_p * self.rate
            x = inputs * kept_idx + alpha_p * (1 - kept_idx)
            return a * x + b
        return inputs

    def compute_output_shape(self, input_shape):
        return input_shape

    def _get_concrete_noise_shape(self, inputs, noise_shape):
        if noise_shape is None:
            return ops.shape(inputs)
        concrete_inputs_shape = ops.shape(inputs)
        return [concrete_inputs_shape[i] if value is None else value for i, value in enumerate(noise_shape)]

    def get_config(self):
        return {**super().get_config(), "rate": self.rate, "seed": self.seed, "noise_shape": self.noise_shape}
