"""Keras dtype names and promotion (keras/src/backend/common/dtypes.py and variables.py's
standardize_dtype): dtypes are strings such as "float32"; Python `int` is "int64" on the
TensorFlow backend."""
from keras.src.backend import config

ALLOWED_DTYPES = (
    "float16", "float32", "float64", "uint8", "uint16", "uint32", "uint64", "int8", "int16",
    "int32", "int64", "bfloat16", "bool", "string", "float8_e4m3fn", "float8_e5m2",
    "complex64", "complex128",
)
FLOAT_TYPES = ("bfloat16", "float16", "float32", "float64")
INT_TYPES = ("uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64")

PYTHON_DTYPES_MAP = {
    bool: "bool",
    int: "int64",
    float: "float32",
    str: "string",
    "int": "int64",
}


# dtype (a tf.DType, a name, a Python or NumPy type) -> its standard name: a dtype's name never
# changes, and this runs several times for every op a Keras layer or optimizer builds.
_STANDARD_NAMES = {}


def standardize_dtype(dtype):
    if dtype is None:
        return config.floatx()
    try:
        name = _STANDARD_NAMES.get(dtype)
    except TypeError:  # unhashable: the checks below say what is wrong with it
        name = None
    if name is not None:
        return name
    name = _standardize_dtype(dtype)
    _STANDARD_NAMES[dtype] = name
    return name


def _standardize_dtype(dtype):
    if dtype in PYTHON_DTYPES_MAP:
        dtype = PYTHON_DTYPES_MAP[dtype]
    if hasattr(dtype, "name"):
        dtype = dtype.name
    elif hasattr(dtype, "__name__"):
        dtype = dtype.__name__
    if dtype not in ALLOWED_DTYPES:
        raise ValueError(f"Invalid dtype: {dtype}")
    return dtype


def is_float_dtype(dtype):
    dtype = standardize_dtype(dtype)
    return dtype.startswith("float") or dtype.startswith("bfloat")


def is_int_dtype(dtype):
    dtype = standardize_dtype(dtype)
    return dtype.startswith("int") or dtype.startswith("uint")


# The promotion order of Keras's JAX-derived lattice for the dtypes learners meet: bool <
# ints < floats; among floats the wider wins; an int meeting a float gives the float.
_ORDER = ("bool", "uint8", "int8", "uint16", "int16", "uint32", "int32", "uint64", "int64",
          "bfloat16", "float16", "float32", "float64")


def result_type(*dtypes):
    """The dtype of an operation on values of these dtypes (keras.ops.result_type). Python
    scalars are weak: `float32 tensor * 2.0` stays float32, `int32 tensor * 2.0` becomes the
    float type `floatx()`."""
    strong = []
    weak = []
    for d in dtypes:
        if d is int or d is float or d is bool:
            weak.append(d)
        else:
            strong.append(_STANDARD_NAMES.get(d) or standardize_dtype(d))
    if not strong:
        if float in weak:
            return config.floatx()
        if int in weak:
            return "int64"
        return "bool"
    result = strong[0]
    for d in strong[1:]:
        if d == result:
            continue
        if d in _ORDER and result in _ORDER:
            a_float, b_float = result in FLOAT_TYPES, d in FLOAT_TYPES
            if a_float and not b_float:
                continue
            if b_float and not a_float:
                result = d
                continue
            result = d if _ORDER.index(d) > _ORDER.index(result) else result
    if float in weak and result not in FLOAT_TYPES:
        result = config.floatx()
    return result
