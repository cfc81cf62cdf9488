"""keras.config (keras/src/backend/config.py): the float type, fuzz factor, image layout and
backend name. tfplay's Keras always runs on the TensorFlow backend."""
import os

_FLOATX = "float32"
_EPSILON = 1e-7
_IMAGE_DATA_FORMAT = "channels_last"
_MAX_EPOCHS = None
_MAX_STEPS_PER_EPOCH = None
_BACKEND = "tensorflow"

# The KERAS_BACKEND environment variable, read when Keras is imported (a non-empty value picks
# the backend). keras/src/backend/__init__.py refuses any backend but TensorFlow.
if os.environ.get("KERAS_BACKEND"):
    _BACKEND = os.environ["KERAS_BACKEND"]


def floatx():
    return _FLOATX


def set_floatx(value):
    global _FLOATX
    accepted = ("bfloat16", "float16", "float32", "float64")
    if value not in accepted:
        raise ValueError(f"Unknown `floatx` value: {value}. Expected one of {accepted}")
    _FLOATX = str(value)


def epsilon():
    return _EPSILON


def set_epsilon(value):
    global _EPSILON
    _EPSILON = value


def image_data_format():
    return _IMAGE_DATA_FORMAT


def set_image_data_format(data_format):
    global _IMAGE_DATA_FORMAT
    data_format = str(data_format).lower()
    if data_format not in {"channels_first", "channels_last"}:
        raise ValueError(
            "The `data_format` argument must be one of {'channels_first', 'channels_last'}. "
            f"Received: data_format={data_format}"
        )
    _IMAGE_DATA_FORMAT = data_format


def standardize_data_format(data_format):
    if data_format is None:
        return image_data_format()
    data_format = str(data_format).lower()
    if data_format not in {"channels_first", "channels_last"}:
        raise ValueError(
            "The `data_format` argument must be one of {'channels_first', 'channels_last'}. "
            f"Received: data_format={data_format}"
        )
    return data_format


def backend():
    return _BACKEND


def max_epochs():
    return _MAX_EPOCHS


def set_max_epochs(max_epochs):
    """Caps `fit`'s epochs (for debugging runs); None removes the cap."""
    global _MAX_EPOCHS
    _MAX_EPOCHS = max_epochs


def max_steps_per_epoch():
    return _MAX_STEPS_PER_EPOCH


def set_max_steps_per_epoch(max_steps_per_epoch):
    """Caps the steps of each epoch (for debugging runs); None removes the cap."""
    global _MAX_STEPS_PER_EPOCH
    _MAX_STEPS_PER_EPOCH = max_steps_per_epoch


def is_nnx_enabled():
    return False


def enable_flash_attention():
    from keras.src.backend.common import global_state

    global_state.set_global_attribute("flash_attention", None)


def disable_flash_attention():
    from keras.src.backend.common import global_state

    global_state.set_global_attribute("flash_attention", False)


def is_flash_attention_enabled():
    """None (the default: layers may try flash attention) or False once disabled."""
    from keras.src.backend.common import global_state

    return global_state.get_global_attribute("flash_attention", default=None)
