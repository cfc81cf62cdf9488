"""keras.ops' NumPy-style functions (keras/src/ops/numpy.py) and their Operation classes: on
KerasTensors each makes its Operation (so Functional models hold it), otherwise it runs the
TensorFlow backend's function."""
from keras.src.backend.tensorflow import numpy as _backend
from keras.src.ops.symbolic import export_ops, make_op
from keras.src.utils.unavailable import unavailable

export_ops(globals(), _backend, [
    ("rot90", "Rot90"), ("absolute", "Absolute"), ("add", "Add"), ("all", "All"), ("angle", "Angle"),
    ("any", "Any"), ("amax", "Amax"), ("amin", "Amin"), ("append", "Append"), ("arange", "Arange"),
    ("arccos", "Arccos"), ("arccosh", "Arccosh"), ("arcsin", "Arcsin"), ("arcsinh", "Arcsinh"),
    ("arctan", "Arctan"), ("arctan2", "Arctan2"), ("arctanh", "Arctanh"), ("argmax", "Argmax"),
    ("argmin", "Argmin"), ("argsort", "Argsort"), ("array", "Array"), ("average", "Average"),
    ("bartlett", "Bartlett"), ("hamming", "Hamming"), ("hanning", "Hanning"), ("heaviside", "Heaviside"),
    ("kaiser", "Kaiser"), ("bincount", "Bincount"), ("bitwise_and", "BitwiseAnd"),
    ("bitwise_invert", "BitwiseInvert"), ("bitwise_not", "BitwiseNot"), ("bitwise_or", "BitwiseOr"),
    ("bitwise_xor", "BitwiseXor"), ("bitwise_left_shift", "BitwiseLeftShift"), ("left_shift", "LeftShift"),
    ("bitwise_right_shift", "BitwiseRightShift"), ("right_shift", "RightShift"), ("blackman", "Blackman"),
    ("broadcast_to", "BroadcastTo"), ("cbrt", "Cbrt"), ("ceil", "Ceil"), ("clip", "Clip"),
    ("concatenate", "Concatenate"), ("conjugate", "Conjugate"), ("copy", "Copy"), ("cos", "Cos"),
    ("cosh", "Cosh"), ("count_nonzero", "CountNonzero"), ("cross", "Cross"), ("cumprod", "Cumprod"),
    ("cumsum", "Cumsum"), ("deg2rad", "Deg2rad"), ("diag", "Diag"), ("diagflat", "Diagflat"),
    ("diagonal", "Diagonal"), ("diff", "Diff"), ("digitize", "Digitize"), ("dot", "Dot"), ("einsum", "Einsum"),
    ("equal", "Equal"), ("exp", "Exp"), ("exp2", "Exp2"), ("expand_dims", "ExpandDims"), ("expm1", "Expm1"),
    ("flip", "Flip"), ("floor", "Floor"), ("full", "Full"), ("full_like", "FullLike"), ("greater", "Greater"),
    ("greater_equal", "GreaterEqual"), ("hstack", "Hstack"), ("imag", "Imag"), ("isclose", "Isclose"),
    ("isfinite", "Isfinite"), ("isinf", "Isinf"), ("isnan", "Isnan"), ("less", "Less"),
    ("less_equal", "LessEqual"), ("linspace", "Linspace"), ("log", "Log"), ("log10", "Log10"),
    ("log1p", "Log1p"), ("log2", "Log2"), ("logaddexp", "Logaddexp"), ("logical_and", "LogicalAnd"),
    ("logical_not", "LogicalNot"), ("logical_or", "LogicalOr"), ("logspace", "Logspace"), ("matmul", "Matmul"),
    ("max", "Max"), ("maximum", "Maximum"), ("median", "Median"), ("meshgrid", "Meshgrid"), ("min", "Min"),
    ("minimum", "Minimum"), ("mod", "Mod"), ("moveaxis", "Moveaxis"), ("nan_to_num", "NanToNum"),
    ("ndim", "Ndim"), ("nonzero", "Nonzero"), ("not_equal", "NotEqual"), ("ones_like", "OnesLike"),
    ("zeros_like", "ZerosLike"), ("outer", "Outer"), ("pad", "Pad"), ("prod", "Prod"),
    ("quantile", "Quantile"), ("ravel", "Ravel"), ("unravel_index", "UnravelIndex"), ("real", "Real"),
    ("reciprocal", "Reciprocal"), ("repeat", "Repeat"), ("reshape", "Reshape"), ("roll", "Roll"),
    ("round", "Round"), ("searchsorted", "SearchSorted"), ("sign", "Sign"), ("signbit", "Signbit"),
    ("sin", "Sin"), ("sinh", "Sinh"), ("size", "Size"), ("sort", "Sort"), ("split", "Split"),
    ("stack", "Stack"), ("std", "Std"), ("swapaxes", "Swapaxes"), ("take", "Take"),
    ("take_along_axis", "TakeAlongAxis"), ("tan", "Tan"), ("tanh", "Tanh"), ("tensordot", "Tensordot"),
    ("tile", "Tile"), ("trace", "Trace"), ("tril", "Tril"), ("triu", "Triu"), ("trunc", "Trunc"),
    ("vdot", "Vdot"), ("inner", "Inner"), ("vstack", "Vstack"), ("where", "Where"), ("subtract", "Subtract"),
    ("multiply", "Multiply"), ("divide", "Divide"), ("divide_no_nan", "DivideNoNan"),
    ("true_divide", "TrueDivide"), ("power", "Power"), ("negative", "Negative"), ("square", "Square"),
    ("sqrt", "Sqrt"), ("squeeze", "Squeeze"), ("transpose", "Transpose"), ("mean", "Mean"), ("var", "Var"),
    ("sum", "Sum"), ("floor_divide", "FloorDivide"), ("logical_xor", "LogicalXor"), ("corrcoef", "Corrcoef"),
    ("correlate", "Correlate"), ("select", "Select"), ("slogdet", "Slogdet"), ("argpartition", "Argpartition"),
    ("histogram", "Histogram"),
], __name__)

# Creation functions take no tensors, so they never become Operations.
zeros = _backend.zeros
ones = _backend.ones
empty = _backend.empty
eye = _backend.eye
identity = _backend.identity
tri = _backend.tri


def abs(x):
    return absolute(x)


def conj(x):
    return conjugate(x)


@unavailable("tf.vectorized_map")
def vectorize(pyfunc, *, excluded=None, signature=None):
    if not callable(pyfunc):
        raise ValueError(f"Expected argument `pyfunc` to be a callable. Received: pyfunc={pyfunc}")
    return _backend.vectorize(pyfunc, excluded=excluded, signature=signature)


def shape_equal(shape1, shape2, axis=None, allow_none=True):
    """Whether two shapes are equal, ignoring `axis` and, with `allow_none`, None sizes."""
    if len(shape1) != len(shape2):
        return False
    shape1 = list(shape1)
    shape2 = list(shape2)
    if axis is not None:
        if isinstance(axis, int):
            axis = [axis]
        for ax in axis:
            shape1[ax] = -1
            shape2[ax] = -1
    if allow_none:
        for i in range(len(shape1)):
            if shape1[i] is None:
                shape1[i] = shape2[i]
            if shape2[i] is None:
                shape2[i] = shape1[i]
    return shape1 == shape2


def _get_item(x, key):
    return x[key]


GetItem, get_item = make_op("GetItem", _get_item, __name__)
