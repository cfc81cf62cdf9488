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
    complex: "complex128",
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


BOOL_TYPES = ("bool",)
WEAK_TYPES = ("int", "float")
COMPLEX_TYPES = ("complex64", "complex128")
FLOAT8_TYPES = ("float8_e4m3fn", "float8_e5m2")


def _type_promotion_lattice():
    """Keras's type promotion lattice (adapted from JAX's): each dtype -> the dtypes right
    above it. "int" and "float" are the weak types of Python scalars."""
    (b1,) = BOOL_TYPES
    (u1, u2, u4, u8, i1, i2, i4, i8) = INT_TYPES
    bf, f2, f4, f8 = FLOAT_TYPES
    i_, f_ = WEAK_TYPES
    c64, c128 = COMPLEX_TYPES
    return {
        b1: [i_], u1: [i2, u2], u2: [i4, u4], u4: [i8, u8], u8: [f_], i_: [u1, i1, c64], i1: [i2], i2: [i4],
        i4: [i8], i8: [f_], f_: [bf, f2], bf: [f4], f2: [f4], f4: [f8, c64], f8: [c128], c64: [c128], c128: [],
    }


def _make_lattice_upper_bounds():
    """Each dtype -> every dtype at or above it. The lattice has no cycles, so a node's bounds
    are itself and the bounds of the nodes right above it, each found once (Keras iterates to a
    fixed point instead: the same sets, for ten times the work at import)."""
    lattice = _type_promotion_lattice()
    found = {}

    def bounds(node):
        if node not in found:
            upper = {node}
            for above in lattice[node]:
                upper |= bounds(above)
            found[node] = upper
        return found[node]

    return {node: bounds(node) for node in lattice}


LATTICE_UPPER_BOUNDS = _make_lattice_upper_bounds()


def _least_upper_bound(*nodes):
    """The least upper bound of `nodes` on the lattice. Raises ValueError (Keras's texts) for a
    dtype off the lattice ("string", float8) and for dtypes without a common bound."""
    N = set(nodes)
    UB = LATTICE_UPPER_BOUNDS
    try:
        bounds = [UB[n] for n in N]
    except KeyError:
        dtype = next(n for n in N if n not in UB)
        raise ValueError(f"{dtype=} is not a valid dtype for Keras type promotion.")
    CUB = set.intersection(*bounds)
    LUB = (CUB & N) or {c for c in CUB if CUB.issubset(UB[c])}
    if len(LUB) == 1:
        return LUB.pop()
    if len(LUB) == 0:
        raise ValueError(f"Input dtypes {tuple(str(n) for n in nodes)} have no available implicit dtype promotion "
                         "path. Try explicitly casting inputs to the desired output type.")
    raise ValueError(f"Internal Type Promotion error: {nodes} do not have a unique least upper bound on the "
                     f"specified lattice; options are {LUB}. This is an unexpected error in Keras's internal logic; "
                     "please report it to the maintainers.")


def _respect_weak_type(dtype, weak_type):
    """`dtype`'s weak type ("int", "float") when `weak_type`."""
    if weak_type:
        if dtype == "bool":
            return dtype
        if "float" in dtype:
            return "float"
        if "int" in dtype:
            return "int"
        if "complex" in dtype:
            return "complex"
        raise ValueError(f"Invalid value for argument `dtype`. Expected one of {ALLOWED_DTYPES}. Received: dtype={dtype}")
    return dtype


def _resolve_weak_type(dtype, precision="32"):
    """A weak result as a real dtype of floatx()'s precision: weak int -> "int32" when floatx()
    is float32."""
    if dtype == "bfloat16":
        indicator = "f"
    else:
        indicator = dtype[:1]
    if indicator == "b":
        return "bool"
    if indicator == "i":
        return "int" + precision
    if indicator == "u":
        return "uint" + precision
    return "float" + precision


def _lattice_result_type(*args):
    pairs = [(standardize_dtype(arg), arg is int or arg is float) for arg in args]
    dtypes = [d for d, _ in pairs]
    weak_types = [w for _, w in pairs]
    if len(dtypes) == 1:
        out_dtype, out_weak_type = dtypes[0], weak_types[0]
    elif len(set(dtypes)) == 1 and not all(weak_types):
        out_dtype, out_weak_type = dtypes[0], False
    elif all(weak_types):
        out_dtype = _least_upper_bound(*{_respect_weak_type(d, False) for d in dtypes})
        out_weak_type = True
    else:
        out_dtype = _least_upper_bound(*{_respect_weak_type(d, w) for d, w in zip(dtypes, weak_types)})
        out_weak_type = out_dtype in WEAK_TYPES  # Keras tests identity with the interned names
    out_weak_type = (out_dtype != "bool") and out_weak_type
    if out_weak_type:
        out_dtype = _resolve_weak_type(out_dtype, precision=config.floatx()[-2:])
    return out_dtype


# (floatx, dtypes) -> result: result_type runs for nearly every op Keras builds.
_RESULT_TYPES = {}


def result_type(*dtypes):
    """The dtype of an operation on values of these dtypes (keras.backend.result_type, Keras's
    JAX-derived promotion lattice). Python `int`/`float` are weak: `float16 tensor * 2.0` stays
    float16, `int32 tensor * 2.0` becomes floatx(), Python ints alone give "int32" (floatx()'s
    precision), `bool tensor + 1` gives "int32", bfloat16 with float16 gives float32. None means
    floatx(), no dtypes floatx(). Raises ValueError for float8 dtypes, for "string" and for
    dtypes with no promotion path."""
    if len(dtypes) == 0:
        return config.floatx()
    try:
        key = (config.floatx(),) + dtypes
        cached = _RESULT_TYPES.get(key)
    except TypeError:  # an unhashable argument: the checks below say what is wrong with it
        key = cached = None
    if cached is not None:
        return cached
    for dtype in dtypes:
        if dtype in FLOAT8_TYPES:
            raise ValueError("There is no implicit conversions from float8 dtypes to others. You must cast it "
                             f"internally. Received: {dtypes}")
    out = _lattice_result_type(*(config.floatx() if arg is None else arg for arg in dtypes))
    if key is not None:
        _RESULT_TYPES[key] = out
    return out
