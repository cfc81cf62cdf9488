"""keras.ops' NumPy-style functions (keras/src/ops/numpy.py) and their Operation classes: on
KerasTensors each makes its Operation (so Functional models hold it), otherwise it runs the
TensorFlow backend's function."""
from keras.src.backend.common.keras_tensor import any_symbolic_tensors
from keras.src.backend.tensorflow import numpy as _backend
from keras.src.ops.operation import Operation
from keras.src.ops.operation_utils import broadcast_shapes, reduce_shape  # noqa: F401 (Keras imports them here)
from keras.src.ops.symbolic import emulates, export_ops, like_first_input, make_op

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
    ("cbrt", "Cbrt"), ("ceil", "Ceil"), ("clip", "Clip"),
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
], __name__)


def _with_shape_check(op_class, check):
    """`op_class` whose symbolic call first runs `check` on its arguments (Keras's own
    compute_output_spec starts with these shape computations, so their errors are Keras's),
    then infers the output as before."""

    def output_spec(self, *args, **kwargs):
        check(*args, **kwargs)
        return self.traced_output_spec(*args, **kwargs)

    emulates(op_class)(output_spec)


def _check_broadcast(x1, x2, *args, **kwargs):
    from keras.src.ops.operation_utils import broadcast_shapes

    broadcast_shapes(getattr(x1, "shape", []), getattr(x2, "shape", []))


# Keras's binary element-wise Operations broadcast their input shapes with
# operation_utils.broadcast_shapes in compute_output_spec.
for _op in (Add, Subtract, Multiply, Divide, TrueDivide, DivideNoNan, Maximum, Minimum, Power, Mod,
            FloorDivide, Equal, NotEqual, Greater, GreaterEqual, Less, LessEqual, LogicalAnd, LogicalOr,
            LogicalXor, Arctan2, Logaddexp, Heaviside):
    _with_shape_check(_op, _check_broadcast)


def _check_concatenate(xs, axis=0):
    first_shape = xs[0].shape
    for x in xs:
        if not shape_equal(x.shape, first_shape, axis=[axis], allow_none=True):
            raise ValueError(
                "Every value in `xs` must have the same shape except on "
                f"the `axis` dim. But found element of shape {x.shape}, "
                f"which is different from the first element's shape {first_shape}."
            )


def _check_stack(x, axis=0):
    first_shape = x[0].shape
    for a in x:
        if not shape_equal(a.shape, first_shape, axis=[], allow_none=True):
            raise ValueError(
                "Every value in `x` must have the same shape. But found "
                f"element of shape {a.shape},  which is different from the "
                f"first element's shape {first_shape}."
            )


def _check_transpose(x, axes=None):
    if axes is not None and len(axes) != len(x.shape):
        raise ValueError(
            "axis must be a list of the same length as the input shape, "
            f"expected {len(x.shape)}, but received {len(axes)}."
        )


def _check_squeeze(x, axis=None):
    if axis is None:
        return
    input_shape = list(x.shape)
    for a in (axis if isinstance(axis, (list, tuple)) else (axis,)):
        if input_shape[a] != 1:
            raise ValueError(f"Cannot squeeze axis {a}, because the dimension is not 1.")


def _check_dot(x1, x2):
    x1_shape = list(getattr(x1, "shape", []))
    x2_shape = list(getattr(x2, "shape", []))
    if x1_shape == [] or x2_shape == [] or (len(x1_shape) == 1 and len(x2_shape) == 1):
        return
    if len(x2_shape) == 1:
        if x1_shape[-1] != x2_shape[0]:
            raise ValueError(
                "Shape must match on the last axis of `x1` and `x2` when "
                "`x1` is N-d array while `x2` is 1-D, but receive shape "
                f"`x1.shape={x1.shape}` and x2.shape=`{x2.shape}`."
            )
        return
    if x1_shape[-1] is None or x2_shape[-2] is None or x1_shape[-1] == x2_shape[-2]:
        return
    raise ValueError(
        "Shape must match on the last axis of `x1` and second last "
        "axis of `x2` when `x1` is N-d array while `x2` is M-D, but "
        f"received `x1.shape={x1.shape}` and x2.shape=`{x2.shape}`."
    )


def _check_where(condition, x1=None, x2=None):
    from keras.src.ops.operation_utils import broadcast_shapes

    output_shape = broadcast_shapes(getattr(condition, "shape", []), getattr(x1, "shape", []))
    broadcast_shapes(output_shape, getattr(x2, "shape", []))


def _check_expand_dims(x, axis):
    """operation_utils.compute_expand_dims_output_shape: every axis canonicalized against the
    output rank."""
    from keras.src.backend.common.backend_utils import canonicalize_axis

    axes = axis if isinstance(axis, (list, tuple)) else (axis,)
    out_ndim = len(axes) + len(x.shape)
    for a in axes:
        canonicalize_axis(a, out_ndim)


# The shape errors of Keras's Concatenate, Stack, Transpose, Dot, Where and ExpandDims
# compute_output_spec (Squeeze's is below, with its output shape).
_with_shape_check(Where, _check_where)
_where_traced_output_spec = Where.output_spec_from_arguments


def _where_output_spec(self, condition, x1=None, x2=None):
    """Keras's Where.compute_output_spec for `where(condition)` on a KerasTensor: one tensor of
    the condition's shape whose dtype is result_type("int", "int") (int64 with TensorFlow), not
    nonzero's tuple of index vectors."""
    if x1 is None and x2 is None:
        from keras.src.ops.operation_utils import broadcast_shapes

        return _keras_tensor(broadcast_shapes(getattr(condition, "shape", []), []), "int64")
    return _where_traced_output_spec(self, condition, x1, x2)


emulates(Where)(_where_output_spec)
_with_shape_check(ExpandDims, _check_expand_dims)
_with_shape_check(Concatenate, _check_concatenate)
_with_shape_check(Stack, _check_stack)
_with_shape_check(Transpose, _check_transpose)
_with_shape_check(Dot, _check_dot)


def _keras_tensor(shape, dtype):
    from keras.src.backend.common.keras_tensor import KerasTensor

    return KerasTensor(shape, dtype=dtype)


def _tile_output_spec(self, x, repeats):
    """Keras's Tile.compute_output_spec: each known size times its repeat, None stays None."""
    if not isinstance(repeats, (int, list, tuple)):
        return _traced_output_spec(self, x, repeats)
    x_shape = list(x.shape)
    repeats = [repeats] if isinstance(repeats, int) else list(repeats)
    if len(x_shape) > len(repeats):
        repeats = [1] * (len(x_shape) - len(repeats)) + repeats
    else:
        x_shape = [1] * (len(repeats) - len(x_shape)) + x_shape
    output_shape = [None if size is None else size * repeat for size, repeat in zip(x_shape, repeats)]
    return _keras_tensor(output_shape, x.dtype)


def _repeat_output_spec(self, x, repeats, axis=None):
    """Keras's Repeat.compute_output_spec."""
    import numpy as np

    if not isinstance(repeats, (int, list, tuple)):
        return _traced_output_spec(self, x, repeats, axis=axis)
    x_shape = list(x.shape)
    repeats = [repeats] if isinstance(repeats, int) else list(repeats)
    repeats_size = len(repeats)
    broadcast = repeats_size == 1
    if axis is None:
        if None in x_shape:
            return _keras_tensor([None], x.dtype)
        x_flatten_size = int(np.prod(x_shape))
        if broadcast:
            output_shape = [x_flatten_size * repeats[0]]
        elif repeats_size != x_flatten_size:
            raise ValueError(
                "Size of `repeats` and dimensions of `x` after flattening should be compatible. "
                f"Received: {repeats_size} and {x_flatten_size}"
            )
        else:
            output_shape = [int(np.sum(repeats))]
        return _keras_tensor(output_shape, x.dtype)
    size_on_ax = x_shape[axis]
    if size_on_ax is None:
        return _keras_tensor(x_shape, x.dtype)
    output_shape = x_shape
    if broadcast:
        output_shape[axis] = size_on_ax * repeats[0]
    elif size_on_ax != repeats_size:
        raise ValueError(
            "Size of `repeats` and "
            f"dimensions of `axis {axis} of x` should be compatible. "
            f"Received: {repeats_size} and {x_shape}"
        )
    else:
        output_shape[axis] = int(np.sum(repeats))
    return _keras_tensor(output_shape, x.dtype)


def _sort_output_spec(self, x, axis=-1):
    """Keras's Sort.compute_output_spec: the input's shape and dtype."""
    return _keras_tensor(x.shape, x.dtype)


def _argsort_output_spec(self, x, axis=-1):
    """Keras's Argsort.compute_output_spec: int32 indices, flattened for axis=None."""
    import numpy as np

    if axis is None:
        return _keras_tensor([int(np.prod(x.shape))], "int32")
    return _keras_tensor(x.shape, "int32")


def _squeeze_output_spec(self, x, axis=None):
    """Keras's Squeeze.compute_output_spec: without `axis`, every size-1 dimension goes (an
    unknown size stays); with it, those axes (each must have size 1)."""
    from keras.src.backend.common.backend_utils import canonicalize_axis

    _check_squeeze(x, axis)
    input_shape = list(x.shape)
    if axis is None:
        return _keras_tensor([d for d in input_shape if d != 1], x.dtype)
    axes = axis if isinstance(axis, (list, tuple)) else (axis,)
    for a in sorted((canonicalize_axis(a, len(input_shape)) for a in axes), reverse=True):
        del input_shape[a]
    return _keras_tensor(input_shape, x.dtype)


def _float_result_dtype(x):
    from keras.src import backend
    from keras.src.backend.common import dtypes

    if backend.standardize_dtype(x.dtype) == "int64":
        return backend.floatx()
    return dtypes.result_type(x.dtype, float)


def _median_output_spec(self, x, axis=None, keepdims=False):
    """Keras's Median.compute_output_spec: reduce_shape of the input."""
    return _keras_tensor(reduce_shape(x.shape, axis=axis, keepdims=keepdims), _float_result_dtype(x))


def _quantile_output_spec(self, x, q, axis=None, method="linear", keepdims=False):
    """Keras's Quantile.compute_output_spec: reduce_shape of the input, after a leading
    dimension for a `q` that has a shape of rank 1 or more (a Python list has none)."""
    output_shape = reduce_shape(x.shape, axis=axis, keepdims=keepdims)
    if hasattr(q, "shape") and len(q.shape) > 0:
        output_shape = (q.shape[0],) + output_shape
    return _keras_tensor(output_shape, _float_result_dtype(x))


def _trace_output_spec(self, x, offset=0, axis1=0, axis2=1):
    """Keras's Trace.compute_output_spec: the input's shape without axis1 and axis2 (unknown
    sizes included), an int32-or-wider dtype."""
    from keras.src import backend
    from keras.src.backend.common import dtypes

    x_shape = list(x.shape)
    x_shape[axis1] = -1
    x_shape[axis2] = -1
    output_shape = [d for d in x_shape if d != -1]
    output_dtype = backend.standardize_dtype(x.dtype)
    if output_dtype not in ("int64", "uint32", "uint64"):
        output_dtype = dtypes.result_type(output_dtype, "int32")
    return _keras_tensor(output_shape, output_dtype)


def _argreduce_output_spec(self, x, axis=None, keepdims=False):
    """Keras's Argmax/Argmin.compute_output_spec: int32; with keepdims the input's own shape
    (Keras 3.11 does not set the reduced axis to 1 there), else the shape without `axis`."""
    if keepdims:
        return _keras_tensor(x.shape, "int32")
    if axis is None:
        return _keras_tensor([], "int32")
    return _keras_tensor(reduce_shape(x.shape, axis=[axis]), "int32")


def _diag_output_spec(self, x, k=0):
    """Keras's Diag.compute_output_spec: a 1-D input of size n gives (n + |k|, n + |k|), a 2-D
    one the diagonal's length (None when a size is unknown)."""
    import numpy as np

    x_shape = x.shape
    if len(x_shape) == 1:
        if x_shape[0] is None:
            output_shape = [None, None]
        else:
            output_shape = [x_shape[0] + int(np.abs(k)), x_shape[0] + int(np.abs(k))]
    elif len(x_shape) == 2:
        if None in x_shape:
            output_shape = [None]
        else:
            shorter_side = np.minimum(x_shape[0], x_shape[1])
            remaining = x_shape[1] - k if k > 0 else x_shape[0] + k
            output_shape = [int(np.maximum(0, np.minimum(remaining, shorter_side)))]
    else:
        raise ValueError(f"`x` must be 1-D or 2-D, but received shape {x.shape}.")
    return _keras_tensor(output_shape, x.dtype)


def _diagflat_output_spec(self, x, k=0):
    """Keras's Diagflat.compute_output_spec: the flattened size plus |k| on both sides."""
    import numpy as np

    x_shape = x.shape
    if len(x_shape) == 0:
        flat_size = 1
    elif len(x_shape) == 1:
        flat_size = x_shape[0]
    else:
        flat_size = None
        for s in x_shape:
            if s is None:
                flat_size = None
                break
            flat_size = s if flat_size is None else flat_size * s
    if flat_size is None:
        output_shape = [None, None]
    else:
        output_shape = [flat_size + int(np.abs(k)), flat_size + int(np.abs(k))]
    return _keras_tensor(output_shape, x.dtype)


def _ndim_output_spec(self, x):
    """Keras's Ndim.compute_output_spec: a KerasTensor of shape (rank,) and the default dtype."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    return KerasTensor([len(x.shape)])


def _bincount_output_spec(self, x, weights=None, minlength=0, sparse=False):
    """Keras's Bincount.compute_output_spec: the input's leading dims and an unknown count
    axis; int32 without weights, else the result type of the input's and the weights' dtypes
    (the weights go through backend.convert_to_tensor, which refuses a KerasTensor)."""
    from keras.src import backend
    from keras.src.backend.common import dtypes

    if weights is not None:
        dtype = dtypes.result_type(x.dtype, backend.convert_to_tensor(weights).dtype)
    else:
        dtype = "int32"
    return _keras_tensor(list(x.shape[:-1]) + [None], dtype)


def _searchsorted_output_spec(self, sorted_sequence, values, side="left"):
    """Keras's SearchSorted.compute_output_spec: a 1-D sorted sequence only; the values' shape,
    int32 (int64 past int32's range)."""
    import numpy as np

    if len(sorted_sequence.shape) != 1:
        raise ValueError(
            "searchsorted only supports 1-D sorted sequences. Use"
            "keras.ops.vectorized_map to extend to N-D sequences."
        )
    out_type = "int32" if sorted_sequence.shape[0] <= np.iinfo(np.int32).max else "int64"
    return _keras_tensor(values.shape, out_type)


def _select_output_spec(self, condlist, choicelist, default=0):
    """Keras's Select.compute_output_spec: the first choice's shape and dtype."""
    first_element = choicelist[0]
    return _keras_tensor(first_element.shape, first_element.dtype)


def _traced_output_spec(self, *args, **kwargs):
    return self.traced_output_spec(*args, **kwargs)


# Keras's own output shapes where tracing the TensorFlow op would lose known sizes.
emulates(Tile)(_tile_output_spec)
emulates(Repeat)(_repeat_output_spec)
emulates(Sort)(_sort_output_spec)
emulates(Argsort)(_argsort_output_spec)
emulates(Squeeze)(_squeeze_output_spec)
emulates(Median)(_median_output_spec)
emulates(Quantile)(_quantile_output_spec)
emulates(Trace)(_trace_output_spec)
emulates(Bincount)(_bincount_output_spec)
emulates(Argmax)(_argreduce_output_spec)
emulates(Argmin)(_argreduce_output_spec)
emulates(Diag)(_diag_output_spec)
emulates(Diagflat)(_diagflat_output_spec)
emulates(Ndim)(_ndim_output_spec)
emulates(SearchSorted)(_searchsorted_output_spec)
emulates(Select)(_select_output_spec)


def _matmul_output_spec(self, x1, x2):
    """Keras's Matmul.compute_output_spec: the shape from compute_matmul_output_shape (its
    inner-dimension error), the dtype as the op computes it."""
    from keras.src.backend.common.keras_tensor import KerasTensor
    from keras.src.ops.operation_utils import compute_matmul_output_shape

    output_shape = compute_matmul_output_shape(getattr(x1, "shape", []), getattr(x2, "shape", []))
    spec = self.traced_output_spec(x1, x2)
    return KerasTensor(output_shape, dtype=spec.dtype)


emulates(Matmul)(_matmul_output_spec)

# Where Keras's compute_output_spec infers what tracing the TensorFlow function does not
# (keras/src/ops/numpy.py): the sparse flag, float inputs the TF bitwise ops refuse, shapes
# tracing loses and Keras's own errors.
def _sparse(x, absent=False):
    return getattr(x, "sparse", absent)


@emulates(Absolute, Arcsin, Arcsinh, Arctan, Arctanh, Ceil, Conjugate, Copy, Digitize, ExpandDims, Expm1,
          Floor, Imag, Log1p, OnesLike, ZerosLike, Real, Reshape, Round, Sign, Signbit, Sin, Sinh, Tan, Tanh,
          Negative, Square, Sqrt, Squeeze, Transpose, Mean, Sum, sparse=True)
def _sparse_like_input(op, x, *args, **kwargs):
    """The unary ops' rule (Absolute.compute_output_spec and the others listed): sparse in,
    sparse out."""
    return _sparse(x)


@emulates(Add, Subtract, Maximum, Minimum, sparse=True)
def _sparse_if_both(op, x1, x2):
    """Add, Subtract, Maximum, Minimum: sparse when both operands are."""
    return _sparse(x1) and _sparse(x2)


@emulates(Multiply, sparse=True)
def _sparse_if_either(op, x1, x2):
    """Multiply: sparse when either operand is (a non-tensor counts as sparse)."""
    return _sparse(x1, True) or _sparse(x2, True)


@emulates(Matmul, sparse=True)
def _sparse_if_both_tensors(op, x1, x2):
    """Matmul: sparse when both are (a non-tensor counts as sparse)."""
    return _sparse(x1, True) and _sparse(x2, True)


@emulates(Divide, DivideNoNan, TrueDivide, sparse=True)
def _sparse_numerator(op, x1, x2):
    """The divisions: sparse when the numerator is and the denominator is not."""
    return _sparse(x1) and not _sparse(x2)


@emulates(Concatenate, sparse=True)
def _sparse_if_all(op, xs, axis=0):
    """Concatenate: sparse when every input is."""
    import builtins  # `all` here is keras.ops.all

    return builtins.all(_sparse(x) for x in xs)


@emulates(Bincount, sparse=True)
def _sparse_bincount(op, x, *args, **kwargs):
    """Bincount: a sparse input or `sparse=True`."""
    return _sparse(x) or op.sparse


# BitwiseInvert/BitwiseNot/Tril/Triu.compute_output_spec: a float input, or a 1-D one, too.
emulates(BitwiseInvert, BitwiseNot, Tril, Triu)(like_first_input)


@emulates(BitwiseAnd, BitwiseOr, BitwiseXor, BitwiseLeftShift, LeftShift, BitwiseRightShift, RightShift)
def _bitwise_binary_output_spec(op, x, y):
    """BitwiseAnd/Or/Xor and the shifts: x's shape (no broadcasting), the operands' result
    type (a shift by a Python int keeps x's dtype)."""
    from keras.src.backend.common import dtypes

    if isinstance(y, int) and type(op).__name__.endswith("Shift"):
        return _keras_tensor(x.shape, x.dtype)
    return _keras_tensor(x.shape, dtypes.result_type(x.dtype, y.dtype))


@emulates(Bartlett, Blackman, Hamming, Hanning, Kaiser)
def _window_output_spec(op, x, *args, **kwargs):
    """The window functions: the argument's shape, floatx."""
    from keras.src import backend

    return _keras_tensor(x.shape, backend.floatx())


@emulates(Reciprocal)
def _reciprocal_output_spec(op, x):
    """Reciprocal.compute_output_spec: the input's shape, KerasTensor's default dtype."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    return KerasTensor(x.shape)


def _operands_result_type(x1, x2):
    from keras.src.backend.common import dtypes

    return dtypes.result_type(getattr(x1, "dtype", type(x1)), getattr(x2, "dtype", type(x2)))


@emulates(Inner, Vdot)
def _scalar_output_spec(op, x1, x2):
    """Inner/Vdot.compute_output_spec: a scalar spec whatever the shapes, the result type."""
    return _keras_tensor([], _operands_result_type(x1, x2))


@emulates(Isclose)
def _isclose_output_spec(op, x1, x2, *args, **kwargs):
    """Isclose.compute_output_spec: the broadcast shape (Keras's error), bool."""
    return _keras_tensor(broadcast_shapes(getattr(x1, "shape", []), getattr(x2, "shape", [])), "bool")


@emulates(FullLike)
def _full_like_output_spec(op, x, fill_value, dtype=None):
    """FullLike.compute_output_spec: x's shape; the requested dtype, else x's."""
    from keras.src import backend

    return _keras_tensor(x.shape, backend.standardize_dtype(dtype if dtype is not None else x.dtype))


@emulates(Corrcoef)
def _corrcoef_output_spec(op, x):
    """Corrcoef.compute_output_spec: the input's own shape; int64 gives float64, others
    their result type with float."""
    from keras.src import backend
    from keras.src.backend.common import dtypes

    dtype = backend.standardize_dtype(getattr(x, "dtype", backend.floatx()))
    return _keras_tensor(x.shape, "float64" if dtype == "int64" else dtypes.result_type(dtype, float))


def _pad_width_pairs(pad_width):
    """Pad's constructor (_process_pad_width): an int or one pair stands for every axis; each
    entry of length 1 is doubled; entries of unequal length are refused."""
    if isinstance(pad_width, int):
        return ((pad_width, pad_width),)
    if isinstance(pad_width, (tuple, list)) and isinstance(pad_width[0], int):
        return (pad_width,)
    first_len = len(pad_width[0])
    for i, pair in enumerate(pad_width):
        if len(pair) != first_len:
            raise ValueError(
                f"`pad_width` should be a list of tuples of length 1 or 2. Received: pad_width={pad_width}")
        if len(pair) == 1:
            pad_width[i] = (pair[0], pair[0])
    return pad_width


@emulates(Pad)
def _pad_output_spec(op, x, pad_width, mode="constant", constant_values=None):
    """Pad.compute_output_spec: each known size grows by its pair's sum; one pair serves every
    axis, otherwise there must be one per axis."""
    processed = _pad_width_pairs(pad_width)
    shape = list(x.shape)
    if len(processed) == 1:
        pairs = [processed[0]] * len(shape)
    elif len(processed) == len(shape):
        pairs = processed
    else:
        raise ValueError(
            "`pad_width` must have the same length as `x.shape`. "
            f"Received: pad_width={processed} (of length {len(processed)}) and x.shape={x.shape} "
            f"(of length {len(x.shape)})"
        )
    return _keras_tensor([None if size is None else size + before + after
                          for size, (before, after) in zip(shape, pairs)], x.dtype)


@emulates(Cross)
def _cross_output_spec(op, x1, x2, axisa=-1, axisb=-1, axisc=-1, axis=None):
    """Cross.compute_output_spec: the operands broadcast without their vector axes (both
    removed at axisa and axisb, x2's size read at axisa), a 3 inserted at axisc when either
    vector has 3 components; sizes other than 2 or 3 are refused."""
    if axis is not None:
        axisa = axisb = axisc = axis
    shape1, shape2 = list(x1.shape), list(x2.shape)
    size1, size2 = shape1[axisa], shape2[axisa]
    del shape1[axisa]
    del shape2[axisb]
    output_shape = broadcast_shapes(shape1, shape2)
    # Keras's messages print the placeholders "{axisa}" and "{axisb}" literally.
    for name, size, placeholder in (("x1", size1, "{axisa}"), ("x2", size2, "{axisb}")):
        if size is not None and size not in (2, 3):
            raise ValueError(f"`{name}`'s dim on `axis={placeholder}` must be either 2 or 3, but received: {size}")
    vector = [3] if 3 in (size1, size2) else []
    output_shape = output_shape[:axisc] + vector + output_shape[axisc:]
    return _keras_tensor(output_shape, _operands_result_type(x1, x2))


def _with_num(shape, num, axis):
    """Linspace/Logspace: `num` inserted into the broadcast shape at `axis` (-1 appends)."""
    if axis == -1:
        return shape + [num]
    at = axis if axis >= 0 else axis + 1
    return shape[:at] + [num] + shape[at:]


def _spaced_spec(start, stop, num, dtype, axis):
    """Linspace/Logspace.compute_output_spec for tensor bounds: start and stop broadcast,
    `num` at `axis`; the dtype (requested or start's) made floating."""
    from keras.src import backend

    shape = _with_num(list(broadcast_shapes(getattr(start, "shape", []), getattr(stop, "shape", []))), num, axis)
    if dtype is None:
        dtype = getattr(start, "dtype", type(start))
    return _keras_tensor(shape, backend.result_type(backend.standardize_dtype(dtype), float))


@emulates(Linspace)
def _linspace_output_spec(op, start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0):
    """Linspace: with retstep, `(spec, None)` as Keras's method returns (Operation then
    refuses the None)."""
    spec = _spaced_spec(start, stop, num, dtype, axis)
    return (spec, None) if retstep else spec


@emulates(Logspace)
def _logspace_output_spec(op, start, stop, num=50, endpoint=True, base=10, dtype=None, axis=0):
    return _spaced_spec(start, stop, num, dtype, axis)


@emulates(Correlate)
def _correlate_output_spec(op, x1, x2, mode="valid"):
    """Correlate.compute_output_spec: 1-D operands only; the length np.maximum/np.minimum work
    out (a NumPy integer), by mode; int64 gives float64, others float32 unless half or double."""
    import numpy as np

    for name, x in (("x1", x1), ("x2", x2)):
        shape = getattr(x, "shape", [])
        if len(shape) != 1:
            raise ValueError(f"`{name}` must be a 1-dimensional tensor, but receivedshape {shape}")
    n1, n2 = x1.shape[0], x2.shape[0]
    if mode not in ("valid", "same", "full"):
        raise ValueError(f"`mode` must be either `valid`, `same`, or `full`, butreceived: {mode}")
    if mode == "same":
        length = np.maximum(n1, n2)
    elif mode == "full":
        length = n1 + n2 - 1
    else:
        length = np.maximum(n1, n2) - np.minimum(n1, n2) + 1
    dtype = _operands_result_type(x1, x2)
    if dtype == "int64":
        dtype = "float64"
    elif dtype not in ("bfloat16", "float16", "float64"):
        dtype = "float32"
    return _keras_tensor((length,), dtype)


@emulates(Slogdet)
def _slogdet_output_spec(op, x):
    """Slogdet.compute_output_spec: a scalar sign and the batch shape's log-determinant."""
    return (_keras_tensor((), x.dtype), _keras_tensor(x.shape[:-2], x.dtype))


@emulates(Nonzero)
def _nonzero_output_spec(op, x):
    """Nonzero.compute_output_spec: a tuple of int32 index vectors, one per axis."""
    return tuple(_keras_tensor((None,), "int32") for _ in range(len(x.shape)))


def _check_rank_2(message):
    def check(x, *args, **kwargs):
        if len(x.shape) < 2:
            raise ValueError(message(x))
    return check


_with_shape_check(Rot90, _check_rank_2(
    lambda x: f"Input array must have at least 2 dimensions. Received: array.shape={list(x.shape)}"))
_with_shape_check(Diagonal, _check_rank_2(
    lambda x: f"`diagonal` requires an array of at least two dimensions, but `x` is of shape {x.shape}."))


@emulates(Take)
def _take_output_spec(op, x, indices, axis=None):
    """Take.compute_output_spec: the indices' shape in place of `axis` (all of x when None),
    whatever the indices' dtype; ragged indices give a ragged result."""
    from keras.src.backend.common.keras_tensor import KerasTensor
    import numpy as np

    if isinstance(indices, KerasTensor):
        indices_shape, ragged = list(indices.shape), indices.ragged
    else:
        indices_shape, ragged = list(getattr(np.array(indices), "shape", [])), False
    if axis is None:
        return KerasTensor(indices_shape, dtype=x.dtype)
    shape = list(x.shape)
    axis = axis + len(shape) if axis < 0 else axis
    return KerasTensor(shape[:axis] + indices_shape + shape[axis + 1:], dtype=x.dtype, ragged=ragged)


def _check_take_along_axis(x, indices, axis=None):
    """operation_utils.compute_take_along_axis_output_shape's rank check (axis=None flattens x)."""
    import math

    shape = list(x.shape)
    if axis is None:
        shape = [None] if None in shape else [math.prod(shape)]
    if len(shape) != len(indices.shape):
        raise ValueError(
            "`x` and `indices` must have the same number of dimensions, "
            f"but receive shape {shape} and {list(indices.shape)}."
        )


@emulates(Tensordot)
def _tensordot_output_spec(op, x1, x2, axes=2):
    """Tensordot.compute_output_spec: for an int `axes`, x1's shape less its last `axes` sizes
    and x2's less its first ones, unchecked; for axis lists, the contracted sizes must agree
    and the rest are kept in order."""
    shape1, shape2 = list(getattr(x1, "shape", [])), list(getattr(x2, "shape", []))
    dtype = _operands_result_type(x1, x2)
    if isinstance(axes, int):
        return _keras_tensor(shape1 + shape2 if axes <= 0 else shape1[:-axes] + shape2[axes:], dtype)
    selected1 = [shape1[a] for a in axes[0]]
    selected2 = [shape2[a] for a in axes[1]]
    if not shape_equal(selected1, selected2, allow_none=True):
        raise ValueError(f"Shape mismatch on `x1[axes[0]]` and `x2[axes[1]]`, received {selected1} and {selected2}.")
    kept1 = [size for i, size in enumerate(shape1) if i not in [a % len(shape1) for a in axes[0]]]
    kept2 = [size for i, size in enumerate(shape2) if i not in [a % len(shape2) for a in axes[1]]]
    return _keras_tensor(kept1 + kept2, dtype)


def _check_digitize(x, bins):
    """Digitize.compute_output_spec: 1-D bins only."""
    if len(bins.shape) > 1:
        raise ValueError(f"`bins` must be a 1D array. Received: bins={bins} with shape bins.shape={bins.shape}")


_with_shape_check(TakeAlongAxis, _check_take_along_axis)
_with_shape_check(Digitize, _check_digitize)


# Creation functions take no tensors, so they never become Operations.
zeros = _backend.zeros
ones = _backend.ones
empty = _backend.empty
eye = _backend.eye
identity = _backend.identity
tri = _backend.tri


class Abs(Absolute):
    """Keras's alias class `Abs(Absolute)` (keras/src/ops/numpy.py)."""


class Conj(Conjugate):
    """Keras's alias class `Conj(Conjugate)`."""


def abs(x):
    return absolute(x)


def conj(x):
    return conjugate(x)


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


class BroadcastTo(Operation):
    """Keras's BroadcastTo (keras/src/ops/numpy.py): the target shape is the operation's own
    attribute and `call` takes only `x`, so a Functional model replays it with the shape it was
    made with (a KerasTensor's shape keeps its None sizes, which tf.broadcast_to refuses when
    the model runs, as Keras 3.11.3 does for a Concatenate of masked inputs)."""

    def __init__(self, shape, *, name=None):
        super().__init__(name=name)
        self.shape = shape

    def call(self, x):
        return _backend.broadcast_to(x, self.shape)

    def compute_output_spec(self, x):
        from keras.src.ops.operation_utils import broadcast_shapes

        # Catch broadcasting errors for clear error messages.
        broadcast_shapes(x.shape, self.shape)
        return _keras_tensor(self.shape, x.dtype)


def broadcast_to(x, shape):
    if any_symbolic_tensors((x,)):
        return BroadcastTo(shape=shape).symbolic_call(x)
    return _backend.broadcast_to(x, shape)


def select(condlist, choicelist, default=0):
    """keras.ops.select (ops/numpy.py): Keras checks that both are non-empty lists or tuples
    before the symbolic or eager call."""
    if not isinstance(condlist, (list, tuple)) or not isinstance(choicelist, (list, tuple)):
        raise ValueError(
            "condlist and choicelist must be lists. Received: "
            f"type(condlist) = {type(condlist)}, type(choicelist) = {type(choicelist)}"
        )
    condlist = list(condlist)
    choicelist = list(choicelist)
    if not condlist or not choicelist:
        raise ValueError(
            f"condlist and choicelist must not be empty. Received: condlist = {condlist}, choicelist = {choicelist}"
        )
    if any_symbolic_tensors(condlist + choicelist + [default]):
        return Select().symbolic_call(condlist, choicelist, default)
    return _backend.select(condlist, choicelist, default)


class Histogram(Operation):
    """Keras's Histogram (keras/src/ops/numpy.py): bins and range are the operation's own,
    checked when it is made; the input must be 1-D."""

    def __init__(self, bins=10, range=None, *, name=None):
        super().__init__(name=name)
        if not isinstance(bins, int):
            raise TypeError("bins must be of type `int`")
        if bins < 0:
            raise ValueError("`bins` should be a non-negative integer")
        if range:
            if len(range) < 2 or not isinstance(range, tuple):
                raise ValueError("range must be a tuple of two elements")
            if range[1] < range[0]:
                raise ValueError("The second element of range must be greater than the first")
        self.bins = bins
        self.range = range

    def call(self, x):
        x = _backend.convert_to_tensor(x)
        if len(x.shape) > 1:
            raise ValueError("Input tensor must be 1-dimensional")
        return _backend.histogram(x, bins=self.bins, range=self.range)

    def compute_output_spec(self, x):
        return (_keras_tensor((self.bins,), x.dtype), _keras_tensor((self.bins + 1,), x.dtype))


def histogram(x, bins=10, range=None):
    """keras.ops.histogram (ops/numpy.py): the arguments are checked (Keras's messages) before
    the symbolic or eager call; eagerly the input must be 1-D."""
    if not isinstance(bins, int):
        raise TypeError(f"Argument `bins` must be of type `int`. Received: bins={bins}")
    if bins < 0:
        raise ValueError(f"Argument `bins` should be a non-negative integer. Received: bins={bins}")
    if range:
        if len(range) < 2 or not isinstance(range, tuple):
            raise ValueError(f"Argument `range` must be a tuple of two elements. Received: range={range}")
        if range[1] < range[0]:
            raise ValueError(
                f"The second element of `range` must be greater than the first. Received: range={range}")
    if any_symbolic_tensors((x,)):
        return Histogram(bins=bins, range=range).symbolic_call(x)
    x = _backend.convert_to_tensor(x)
    if len(x.shape) > 1:
        raise ValueError(f"Input tensor must be 1-dimensional. Received: input.shape={x.shape}")
    return _backend.histogram(x, bins=bins, range=range)
