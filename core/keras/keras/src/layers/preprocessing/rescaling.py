"""Rescaling (keras/src/layers/preprocessing/rescaling.py): `inputs * scale + offset` in the
compute dtype."""
from keras.src import backend
from keras.src.layers.preprocessing.tf_data_layer import TFDataLayer


def _length(value):
    """How many channels a scale/offset covers: len() of a list, tuple or 1-D array, 1 for a
    number, None otherwise."""
    if isinstance(value, (list, tuple)):
        return len(value)
    if isinstance(value, (int, float)):
        return 1
    if type(value).__name__ == "ndarray" and len(value.shape) == 1:
        return value.size
    return None


class Rescaling(TFDataLayer):
    def __init__(self, scale, offset=0.0, **kwargs):
        super().__init__(**kwargs)
        self.scale = scale
        self.offset = offset
        self.supports_masking = True

    def call(self, inputs):
        dtype = self.compute_dtype
        scale = self.backend.cast(self.scale, dtype)
        offset = self.backend.cast(self.offset, dtype)
        scale_shape = self.backend.core.shape(scale)
        if len(scale_shape) > 0 and backend.image_data_format() == "channels_first" and len(inputs.shape) > 2:
            scale = self.backend.numpy.reshape(scale, scale_shape + (1,) * (3 - len(scale_shape)))
        return self.backend.cast(inputs, dtype) * scale + offset

    def compute_output_shape(self, input_shape):
        input_shape = tuple(input_shape)
        channels_axis = -1 if backend.image_data_format() == "channels_last" else 1
        input_channels = input_shape[channels_axis]
        if input_channels is None:
            return input_shape
        scale_len = _length(self.scale)
        offset_len = _length(self.offset)
        if scale_len == 1 and offset_len == 1:
            return input_shape
        broadcast_len = None
        if scale_len is not None and scale_len != input_channels:
            broadcast_len = scale_len
        if offset_len is not None and offset_len != input_channels:
            if broadcast_len is not None and offset_len != broadcast_len:
                raise ValueError(
                    "Inconsistent `scale` and `offset` lengths for broadcasting. Received: `scale` = "
                    f"{self.scale},`offset` = {self.offset}. Ensure both `scale` and `offset` are either scalar or "
                    "list, tuples, arrays of the same length."
                )
            broadcast_len = offset_len
        if broadcast_len:
            output_shape = list(input_shape)
            output_shape[channels_axis] = broadcast_len
            return tuple(output_shape)
        return input_shape

    def get_config(self):
        from keras.src.saving import serialization_lib

        config = super().get_config()
        # `scale` and `offset` might be numpy arrays.
        config.update({"scale": serialization_lib.serialize_keras_object(self.scale),
                       "offset": serialization_lib.serialize_keras_object(self.offset)})
        return config

    @classmethod
    def from_config(cls, config, custom_objects=None):
        from keras.src.saving import serialization_lib

        config = config.copy()
        config["scale"] = serialization_lib.deserialize_keras_object(config["scale"], custom_objects=custom_objects)
        config["offset"] = serialization_lib.deserialize_keras_object(config["offset"], custom_objects=custom_objects)
        return cls(**config)
