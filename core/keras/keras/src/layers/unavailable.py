"""Keras's layers that need what tfplay does not have: the wrappers of other frameworks' modules
(Flax, PyTorch; STFTSpectrogram, which needs scipy, is in preprocessing/stft_spectrogram.py).
Each has Keras's signature and raises NotImplementedError naming itself when created. JaxLayer
is Keras's own behaviour on the TensorFlow backend: a ValueError (keras/src/utils/jax_layer.py)."""
from keras.src import backend
from keras.src.layers.layer import Layer
from keras.src.utils.unavailable import unavailable


def _not_in_tfplay(name, needs):
    raise NotImplementedError(f"keras.layers.{name} needs {needs}, which tfplay does not have")


@unavailable("Flax (the JAX backend)")
class FlaxLayer(Layer):
    def __init__(self, module, method=None, variables=None, **kwargs):
        _not_in_tfplay("FlaxLayer", "Flax and Keras's JAX backend")


@unavailable("PyTorch (the torch backend)")
class TorchModuleWrapper(Layer):
    def __init__(self, module, name=None, output_shape=None, **kwargs):
        _not_in_tfplay("TorchModuleWrapper", "PyTorch and Keras's torch backend")


class JaxLayer(Layer):
    """Wraps a JAX function on Keras's JAX backend only: on the TensorFlow backend (tfplay's
    only one) creating it raises ValueError, as in Keras."""

    def __init__(self, call_fn, init_fn=None, params=None, state=None, seed=None, **kwargs):
        if backend.backend() != "jax":
            raise ValueError(f"JaxLayer is only supported with the JAX backend. Current backend: {backend.backend()}")
