"""GaussianDropout (keras/src/layers/regularization/gaussian_dropout.py): while training,
multiplies by N(1, sqrt(rate / (1 - rate))) noise drawn with the layer's SeedGenerator."""
import math

from keras.src import backend, ops
from keras.src.layers.layer import Layer
from keras.src.layers.regularization.dropout import set_rate_and_seed


class GaussianDropout(Layer):
    _init_call_site = ("layers/regularization/gaussian_dropout.py", 28, "super().__init__(**kwargs)")

    def __init__(self, rate, seed=None, **kwargs):
        super().__init__(**kwargs)
        set_rate_and_seed(self, "rate", rate, seed)
        self.supports_masking = True
        self._build_at_init()

    def call(self, inputs, training=False):
        if training and self.rate > 0:
            stddev = math.sqrt(self.rate / (1.0 - self.rate))
            return inputs * backend.random.normal(shape=ops.shape(inputs), mean=1.0, stddev=stddev,
                                                  dtype=self.compute_dtype, seed=self.seed_generator)
        return inputs

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        return {**super().get_config(), "rate": self.rate, "seed": self.seed}
