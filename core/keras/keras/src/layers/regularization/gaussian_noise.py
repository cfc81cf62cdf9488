"""GaussianNoise (keras/src/layers/regularization/gaussian_noise.py): while training, adds
N(0, stddev) noise drawn with the layer's SeedGenerator; identity otherwise."""
from keras.src import backend, ops
from keras.src.layers.layer import Layer
from keras.src.layers.regularization.dropout import set_rate_and_seed


class GaussianNoise(Layer):
    _init_call_site = ("layers/regularization/gaussian_noise.py", 29, "super().__init__(**kwargs)")

    def __init__(self, stddev, seed=None, **kwargs):
        super().__init__(**kwargs)
        set_rate_and_seed(self, "stddev", stddev, seed)
        self.supports_masking = True
        self._build_at_init()

    def call(self, inputs, training=False):
        if training and self.stddev > 0:
            return inputs + backend.random.normal(shape=ops.shape(inputs), mean=0.0, stddev=self.stddev,
                                                  dtype=self.compute_dtype, seed=self.seed_generator)
        return inputs

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        return {**super().get_config(), "stddev": self.stddev, "seed": self.seed}
