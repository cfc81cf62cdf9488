"""SpatialDropout1D/2D/3D (keras/src/layers/regularization/spatial_dropout.py): Dropout that
drops whole feature maps (channels), one mask value per (batch, channel)."""
from keras.src import backend, ops
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.regularization.dropout import Dropout


class BaseSpatialDropout(Dropout):
    _init_call_site = ("layers/regularization/spatial_dropout.py", 10,
                       "super().__init__(rate, seed=seed, name=name, dtype=dtype)")

    def __init__(self, rate, seed=None, name=None, dtype=None):
        super().__init__(rate, seed=seed, name=name, dtype=dtype)

    def call(self, inputs, training=False):
        if training and self.rate > 0:
            return backend.random.dropout(inputs, self.rate, noise_shape=self._get_noise_shape(inputs),
                                          seed=self.seed_generator)
        return inputs

    def _get_noise_shape(self, inputs):
        """(batch, 1, ..., 1, channels), or (batch, channels, 1, ..., 1) channels-first."""
        input_shape = ops.shape(inputs)
        ones = (1,) * (self.input_spec.ndim - 2)
        if getattr(self, "data_format", "channels_last") == "channels_first":
            return (input_shape[0], input_shape[1]) + ones
        return (input_shape[0],) + ones + (input_shape[-1],)

    def get_config(self):
        return {"rate": self.rate, "seed": self.seed, "name": self.name, "dtype": self.dtype}


class SpatialDropout1D(BaseSpatialDropout):
    def __init__(self, rate, seed=None, name=None, dtype=None):
        super().__init__(rate, seed=seed, name=name, dtype=dtype)
        self.input_spec = InputSpec(ndim=3)


class _ChannelsSpatialDropout(BaseSpatialDropout):
    """SpatialDropout2D's and SpatialDropout3D's data_format handling."""

    _ndim = None

    def __init__(self, rate, data_format=None, seed=None, name=None, dtype=None):
        super().__init__(rate, seed=seed, name=name, dtype=dtype)
        self.data_format = backend.standardize_data_format(data_format)
        self.input_spec = InputSpec(ndim=self._ndim)

    def get_config(self):
        return {**super().get_config(), "data_format": self.data_format}


class SpatialDropout2D(_ChannelsSpatialDropout):
    _ndim = 4


class SpatialDropout3D(_ChannelsSpatialDropout):
    _ndim = 5
