"""keras.backend."""
from keras.src.backend import backend, epsilon, floatx, image_data_format, set_epsilon, set_floatx
from keras.src.backend import set_image_data_format, standardize_dtype, is_float_dtype, is_int_dtype, result_type
from keras.src.backend import is_keras_tensor
from keras.src.backend.common.global_state import clear_session
from keras.src.utils.naming import get_uid
