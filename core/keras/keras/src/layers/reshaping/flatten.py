"""Flatten (keras/src/layers/reshaping/flatten.py)."""
import math

from keras.src import backend, ops
from keras.src.backend.common.keras_tensor import KerasTensor
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer


class Flatten(Layer):
    _init_call_site = ("layers/reshaping/flatten.py", 37, "super().__init__(**kwargs)")

    def __init__(self, data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.data_format = backend.standardize_data_format(data_format)
        self.input_spec = InputSpec(min_ndim=1)
        self._channels_first = self.data_format == "channels_first"

    def get_config(self):
        config = {"data_format": self.data_format}
        base_config = super().get_config()
        return {**base_config, **config}

    def call(self, inputs):
        input_shape = ops.shape(inputs)
        rank = len(input_shape)
        if self._channels_first and rank > 1:
            inputs = ops.transpose(inputs, axes=(0, *range(2, rank), 1))
        non_batch_dims = input_shape[1:]
        if len(non_batch_dims) == 0:
            flattened_dim = 1
        elif any(not isinstance(d, int) for d in non_batch_dims):
            flattened_dim = -1
        else:
            flattened_dim = math.prod(non_batch_dims)
        return ops.reshape(inputs, (input_shape[0], flattened_dim))

    def compute_output_shape(self, input_shape):
        non_batch_dims = input_shape[1:]
        if len(non_batch_dims) == 0:
            flattened_dim = 1
        elif any(d is None for d in non_batch_dims):
            flattened_dim = None
        else:
            flattened_dim = math.prod(non_batch_dims)
        return (input_shape[0], flattened_dim)

    def compute_output_spec(self, inputs):
        return KerasTensor(shape=self.compute_output_shape(inputs.shape), dtype=inputs.dtype)
