"""Constant initializers (keras/src/initializers/constant_initializers.py)."""
from keras.src.backend.common.dtypes import standardize_dtype
from keras.src.initializers.initializer import Initializer
from keras.src.utils.unavailable import unavailable


class Constant(Initializer):
    def __init__(self, value=0.0):
        self.value = value

    def __call__(self, shape, dtype=None):
        from keras.src import ops

        dtype = standardize_dtype(dtype)
        return ops.cast(self.value, dtype=dtype) * ops.ones(shape=shape, dtype=dtype)

    def get_config(self):
        from keras.src.saving import serialization_lib

        return {"value": serialization_lib.serialize_keras_object(self.value)}

    @classmethod
    def from_config(cls, config):
        from keras.src.saving import serialization_lib

        value = serialization_lib.deserialize_keras_object(config["value"])
        return cls(value)


class Zeros(Initializer):
    def __call__(self, shape, dtype=None):
        from keras.src import ops

        return ops.zeros(shape, dtype=standardize_dtype(dtype))


class Ones(Initializer):
    def __call__(self, shape, dtype=None):
        from keras.src import ops

        return ops.ones(shape, dtype=standardize_dtype(dtype))


class Identity(Initializer):
    def __init__(self, gain=1.0):
        self.gain = gain

    def __call__(self, shape, dtype=None):
        from keras.src import ops

        if len(shape) != 2:
            raise ValueError(
                "Identity matrix initializer can only be used for 2D matrices. "
                f"Received: shape={shape} of rank {len(shape)}."
            )
        return self.gain * ops.eye(*shape, dtype=standardize_dtype(dtype))

    def get_config(self):
        return {"gain": self.gain}


@unavailable("scipy.signal windows")
class STFT(Initializer):
    """Conv kernels computing a short-time Fourier transform's real or imaginary part, windowed
    by scipy.signal.get_window: tfplay has no scipy, so creating one raises NotImplementedError."""

    def __init__(self, side="real", window="hann", scaling="density", periodic=False):
        raise NotImplementedError("keras.initializers.STFT needs scipy.signal's window functions, which tfplay "
                                  "does not have")
