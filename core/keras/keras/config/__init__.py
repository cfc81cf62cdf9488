"""keras.config."""
from keras.src.backend.config import (
    backend,
    epsilon,
    floatx,
    image_data_format,
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
