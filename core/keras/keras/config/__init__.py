"""keras.config."""
from keras.src.backend.config import (
    backend,
    disable_flash_attention,
    enable_flash_attention,
    epsilon,
    floatx,
    image_data_format,
    is_flash_attention_enabled,
    set_epsilon,
    set_floatx,
    set_image_data_format,
)


def enable_traceback_filtering():
    pass


def disable_traceback_filtering():
    pass


def is_traceback_filtering_enabled():
    return True
