"""Reshape (keras/src/layers/reshaping/reshape.py): reshapes the non-batch dimensions."""
from keras.src import ops
from keras.src.backend.common.keras_tensor import KerasTensor
from keras.src.layers.layer import Layer
from keras.src.ops.operation_utils import compute_reshape_output_shape


class Reshape(Layer):
    _init_call_site = ("layers/reshaping/reshape.py", 39, "super().__init__(**kwargs)")

    def __init__(self, target_shape, **kwargs):
        super().__init__(**kwargs)
        self.target_shape = tuple(target_shape)

    def compute_output_shape(self, input_shape):
        return (input_shape[0], *compute_reshape_output_shape(input_shape[1:], self.target_shape, "target_shape"))

    def compute_output_spec(self, inputs):
        return KerasTensor(shape=self.compute_output_shape(inputs.shape), dtype=inputs.dtype)

    def build(self, input_shape):
        sample = compute_reshape_output_shape(input_shape[1:], self.target_shape, "target_shape")
        self._resolved_target_shape = tuple(-1 if d is None else d for d in sample)

    def get_config(self):
        config = {"target_shape": self.target_shape}
        base_config = super().get_config()
        return {**base_config, **config}

    def call(self, inputs):
        return ops.reshape(inputs, (ops.shape(inputs)[0],) + self._resolved_target_shape)
