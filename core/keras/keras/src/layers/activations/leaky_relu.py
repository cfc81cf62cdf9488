"""LeakyReLU (keras/src/layers/activations/leaky_relu.py)."""
from keras.src import activations
from keras.src.layers.layer import Layer
from keras.src.utils.warning_sites import warn_at


class LeakyReLU(Layer):
    def __init__(self, negative_slope=0.3, **kwargs):
        if "alpha" in kwargs:
            negative_slope = kwargs.pop("alpha")
            warn_at("Argument `alpha` is deprecated. Use `negative_slope` instead.", UserWarning,
                    ("layers/activations/leaky_relu.py", 41, "warnings.warn("))
        super().__init__(**kwargs)
        if negative_slope is None or negative_slope < 0:
            raise ValueError(
                "The negative_slope value of a Leaky ReLU layer cannot be None or negative value. Expected a float. "
                f"Received: negative_slope={negative_slope}"
            )
        self.negative_slope = negative_slope
        self.supports_masking = True
        self._build_at_init()

    def get_config(self):
        config = super().get_config()
        config.update({"negative_slope": self.negative_slope})
        return config

    def call(self, inputs):
        return activations.leaky_relu(inputs, negative_slope=self.negative_slope)

    def compute_output_shape(self, input_shape):
        return input_shape
