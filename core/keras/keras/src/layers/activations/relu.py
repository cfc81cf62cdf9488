"""ReLU (keras/src/layers/activations/relu.py): max(x, 0) with an optional slope below the
threshold and a cap."""
from keras.src import activations
from keras.src.layers.layer import Layer


class ReLU(Layer):
    def __init__(self, max_value=None, negative_slope=0.0, threshold=0.0, **kwargs):
        super().__init__(**kwargs)
        if max_value is not None and max_value < 0.0:
            raise ValueError(f"max_value of a ReLU layer cannot be a negative value. Received: max_value={max_value}")
        if negative_slope is None or negative_slope < 0.0:
            raise ValueError(
                "negative_slope of a ReLU layer cannot be a negative value. Received: "
                f"negative_slope={negative_slope}"
            )
        if threshold is None or threshold < 0.0:
            raise ValueError(f"threshold of a ReLU layer cannot be a negative value. Received: threshold={threshold}")
        self.max_value = max_value
        self.negative_slope = negative_slope
        self.threshold = threshold
        self.supports_masking = True
        self._build_at_init()

    def get_config(self):
        config = super().get_config()
        config.update({"max_value": self.max_value, "negative_slope": self.negative_slope, "threshold": self.threshold})
        return config

    def call(self, inputs):
        return activations.relu(inputs, negative_slope=self.negative_slope, max_value=self.max_value,
                                threshold=self.threshold)

    def compute_output_shape(self, input_shape):
        return input_shape
