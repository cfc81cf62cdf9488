"""Softmax (keras/src/layers/activations/softmax.py): softmax over `axis`, masked positions
get a large negative logit."""
from keras.src import activations, backend
from keras.src.layers.layer import Layer


def _large_negative_number(dtype):
    if backend.standardize_dtype(dtype) == "float16":
        return -3e4
    return -1e9


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
