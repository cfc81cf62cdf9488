"""keras.ops' NumPy-style functions (keras/src/ops/numpy.py) and their Operation classes."""
from keras.src.backend.tensorflow import numpy as _backend
from keras.src.ops.symbolic import export_ops, make_op

export_ops(globals(), _backend, [
    ("add", "Add"), ("subtract", "Subtract"), ("multiply", "Multiply"), ("true_divide", "TrueDivide"),
    ("divide", "Divide"), ("floor_divide", "FloorDivide"), ("mod", "Mod"), ("power", "Power"),
    ("matmul", "Matmul"), ("dot", "Dot"), ("maximum", "Maximum"), ("minimum", "Minimum"),
    ("equal", "Equal"), ("not_equal", "NotEqual"), ("less", "Less"), ("less_equal", "LessEqual"),
    ("greater", "Greater"), ("greater_equal", "GreaterEqual"), ("logical_and", "LogicalAnd"),
    ("logical_or", "LogicalOr"), ("logical_xor", "LogicalXor"), ("logical_not", "LogicalNot"),
    ("negative", "Negative"), ("absolute", "Absolute"), ("abs", "Absolute"), ("sign", "Sign"),
    ("sqrt", "Sqrt"), ("square", "Square"), ("exp", "Exp"), ("log", "Log"), ("log1p", "Log1p"),
    ("sin", "Sin"), ("cos", "Cos"), ("tanh", "Tanh"), ("round", "Round"),
    ("mean", "Mean"), ("sum", "Sum"), ("max", "Max"), ("min", "Min"), ("prod", "Prod"), ("var", "Var"),
    ("std", "Std"), ("all", "All"), ("any", "Any"), ("argmax", "Argmax"), ("argmin", "Argmin"),
    ("clip", "Clip"), ("where", "Where"), ("reshape", "Reshape"), ("transpose", "Transpose"),
    ("expand_dims", "ExpandDims"), ("squeeze", "Squeeze"), ("concatenate", "Concatenate"), ("stack", "Stack"),
    ("zeros_like", "ZerosLike"), ("ones_like", "OnesLike"), ("cumsum", "Cumsum"), ("take", "Take"),
    ("tile", "Tile"), ("repeat", "Repeat"), ("split", "Split"), ("einsum", "Einsum"), ("size", "Size"),
    ("sort", "Sort"), ("flip", "Flip"), ("divide_no_nan", "DivideNoNan"), ("broadcast_to", "BroadcastTo"), ("floor", "Floor"), ("ceil", "Ceil"),
    ("pad", "Pad"), ("diag", "Diag"), ("diagonal", "Diagonal"),
], __name__)

array = _backend.array
zeros = _backend.zeros
ones = _backend.ones
full = _backend.full
arange = _backend.arange
eye = _backend.eye
ndim = _backend.ndim



def _get_item(x, key):
    return x[key]


GetItem, get_item = make_op("GetItem", _get_item, __name__)
