"""Activation layers (keras/src/layers/activations/)."""
from keras.src import activations, backend
from keras.src.layers.layer import Layer
from keras.src.utils.warning_sites import warn_at


def _large_negative_number(dtype):
    if backend.standardize_dtype(dtype) == "float16":
        return -3e4
    return -1e9


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


class Softmax(Layer):
    """keras/src/layers/activations/softmax.py: masked positions get a large negative logit
    before the softmax (over one axis, or over several through logsumexp) and 0 after it."""

    def __init__(self, axis=-1, **kwargs):
        super().__init__(**kwargs)
        self.axis = axis
        self.supports_masking = True
        self._build_at_init()

    def call(self, inputs, mask=None):
        if mask is not None:
            adder = (1.0 - backend.cast(mask, inputs.dtype)) * _large_negative_number(inputs.dtype)
            inputs += adder
        if isinstance(self.axis, (tuple, list)):
            if len(self.axis) > 1:
                outputs = backend.numpy.exp(inputs - backend.math.logsumexp(inputs, axis=self.axis, keepdims=True))
            else:
                outputs = activations.softmax(inputs, axis=self.axis[0])
        else:
            outputs = activations.softmax(inputs, axis=self.axis)
        if mask is not None:
            # Masked values are 0 even where the whole axis is masked.
            outputs = backend.numpy.multiply(outputs, backend.cast(mask, outputs.dtype))
        return outputs

    def get_config(self):
        return {**super().get_config(), "axis": self.axis}

    def compute_output_shape(self, input_shape):
        return input_shape
