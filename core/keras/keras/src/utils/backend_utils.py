"""Backend helpers for the preprocessing layers (keras/src/utils/backend_utils.py)."""
import sys

from keras.src.backend.common import global_state


def in_tf_graph():
    """True inside a TF graph (a tf.function trace, a tf.data map), where preprocessing
    layers convert their inputs themselves."""
    if global_state.get_global_attribute("in_tf_graph_scope", False):
        return True
    if "tensorflow" in sys.modules:
        import tensorflow as tf

        return not tf.executing_eagerly()
    return False


class TFGraphScope:
    """While open, preprocessing layers act as inside a TF graph (in_tf_graph() is True) and
    keep TF tensors: FeatureSpace calls its layers so, eagerly or not."""

    def __init__(self):
        self._original_value = global_state.get_global_attribute("in_tf_graph_scope", False)

    def __enter__(self):
        global_state.set_global_attribute("in_tf_graph_scope", True)

    def __exit__(self, *args, **kwargs):
        global_state.set_global_attribute("in_tf_graph_scope", self._original_value)


class DynamicBackend:
    """The backend a preprocessing layer computes with: always TensorFlow in tfplay. Its
    attributes are keras.src.backend's (`cast`, `numpy`, ...) plus `core`."""

    def __init__(self, backend=None):
        self._backend = backend or "tensorflow"

    def set_backend(self, backend):
        """Keras's ValueError for a name that is no backend; NotImplementedError for the other
        backends, which tfplay's Keras does not have."""
        if backend not in ("tensorflow", "jax", "torch", "numpy", "openvino"):
            raise ValueError(
                "Available backends are ('tensorflow', 'jax', 'torch', "
                f"'numpy' and 'openvino'). Received: backend={backend}"
            )
        if backend != "tensorflow":
            raise NotImplementedError(f"tfplay's Keras runs on the TensorFlow backend only (received {backend!r})")
        self._backend = backend

    def reset(self):
        self._backend = "tensorflow"

    @property
    def name(self):
        return self._backend

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        if name == "core":
            from keras.src.backend.tensorflow import core

            return core
        from keras.src import backend

        return getattr(backend, name)


def set_backend(backend):
    """keras.config.set_backend: Keras sets KERAS_BACKEND and re-imports itself. tfplay's
    Keras has the TensorFlow backend only, so "tensorflow" changes nothing (Keras objects made
    before stay usable) and any other backend raises NotImplementedError."""
    if backend != "tensorflow":
        raise NotImplementedError(f"tfplay's Keras runs on the TensorFlow backend only: keras.config.set_backend"
                                  f"({backend!r}) is not available")
    import os

    os.environ["KERAS_BACKEND"] = backend
