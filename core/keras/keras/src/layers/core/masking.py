"""Masking (keras/src/layers/core/masking.py): zeroes every timestep whose features all equal
`mask_value` and marks it masked for the layers downstream (mask shape: inputs' without the
last axis)."""
from keras.src import backend, ops
from keras.src.layers.layer import Layer


class Masking(Layer):
    _init_call_site = ("layers/core/masking.py", 48, "super().__init__(**kwargs)")

    def __init__(self, mask_value=0.0, **kwargs):
        super().__init__(**kwargs)
        self.mask_value = mask_value
        self.supports_masking = True
        self._build_at_init()

    def compute_mask(self, inputs, mask=None):
        return ops.any(ops.not_equal(inputs, self.mask_value), axis=-1)

    def call(self, inputs):
        boolean_mask = ops.any(ops.not_equal(inputs, self.mask_value), axis=-1, keepdims=True)
        outputs = inputs * backend.cast(boolean_mask, dtype=inputs.dtype)
        backend.set_keras_mask(outputs, mask=ops.squeeze(boolean_mask, axis=-1))
        return outputs

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        return {**super().get_config(), "mask_value": self.mask_value}
