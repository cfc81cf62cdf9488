"""keras.backend (keras/src/backend/__init__.py): the TensorFlow backend's pieces under the
names the rest of Keras uses."""
from keras.src.backend.config import backend as _backend_name

# Keras imports the backend KERAS_BACKEND names: tfplay has TensorFlow's only; a name Keras
# does not know is Keras's ValueError.
if _backend_name() != "tensorflow":
    if _backend_name() in ("jax", "torch", "numpy", "openvino"):
        raise NotImplementedError(f"tfplay's Keras runs on the TensorFlow backend only: KERAS_BACKEND="
                                  f"{_backend_name()!r} is not available (set it to 'tensorflow' or leave it unset)")
    raise ValueError(f"Unable to import backend : {_backend_name()}")
from keras.src.backend.common.dtypes import is_float_dtype, is_int_dtype, result_type, standardize_dtype
from keras.src.backend.common.keras_tensor import KerasTensor, any_symbolic_tensors, is_keras_tensor
from keras.src.backend.common.name_scope import current_path
from keras.src.backend.common.stateless_scope import StatelessScope, get_stateless_scope, in_stateless_scope
from keras.src.backend.common.symbolic_scope import SymbolicScope, in_symbolic_scope
from keras.src.backend.common.variables import AutocastScope, get_autocast_scope, standardize_shape
from keras.src.backend.config import (
    backend,
    epsilon,
    floatx,
    image_data_format,
    set_epsilon,
    set_floatx,
    set_image_data_format,
    standardize_data_format,
)
from keras.src.backend.tensorflow import math
from keras.src.backend.tensorflow import nn
from keras.src.backend.tensorflow import numpy
from keras.src.backend.tensorflow import random
from keras.src.backend.tensorflow.core import (
    IS_THREAD_SAFE,
    SUPPORTS_RAGGED_TENSORS,
    SUPPORTS_SPARSE_TENSORS,
    Variable,
    cast,
    compute_output_spec,
    cond,
    convert_to_numpy,
    convert_to_tensor,
    device_scope,
    is_tensor,
    name_scope,
    shape,
    stop_gradient,
    vectorized_map,
)


def random_seed_dtype():
    return "int64"


def get_keras_mask(x):
    return getattr(x, "_keras_mask", None)


def set_keras_mask(x, mask):
    x._keras_mask = mask


def device(device_name):
    """keras.device: a scope placing the ops and variables created in it (tf.device)."""
    return device_scope(device_name)


from keras.src.utils.public_api import export_lazily as _export_lazily  # noqa: E402

# The image ops and the recurrent loops on first use: only image ops and the recurrent layers
# call them (backend.image.resize, backend.rnn), and their modules are needed only then.
_export_lazily(globals(), {
    "image": "keras.src.backend.tensorflow.image:",
    "cudnn_ok": "keras.src.backend.tensorflow.rnn",
    "gru": "keras.src.backend.tensorflow.rnn",
    "lstm": "keras.src.backend.tensorflow.rnn",
    "rnn": "keras.src.backend.tensorflow.rnn",
})
