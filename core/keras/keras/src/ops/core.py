"""keras.ops core functions (keras/src/ops/core.py)."""
from keras.src import backend
from keras.src.ops.symbolic import export_ops

export_ops(globals(), backend, [("cast", "Cast"), ("stop_gradient", "StopGradient")], __name__)

convert_to_tensor = backend.convert_to_tensor
convert_to_numpy = backend.convert_to_numpy
is_tensor = backend.is_tensor
shape = backend.shape
cond = backend.cond


def dtype(x):
    return backend.standardize_dtype(x.dtype)
