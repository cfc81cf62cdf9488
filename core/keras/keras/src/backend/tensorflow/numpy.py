"""keras.ops' NumPy-style functions on the TensorFlow backend
(keras/src/backend/tensorflow/numpy.py): each promotes its inputs with Keras's result_type, then
calls the TF functions Keras calls (a TF function tfplay lacks raises its own
NotImplementedError); the element-wise ones Keras decorates with sparse.py's wrappers keep
tf.SparseTensor and tf.IndexedSlices inputs sparse as Keras's do."""
import functools
import math

import tensorflow as tf

from keras.src import tree
from keras.src.backend import config
from keras.src.backend.common import dtypes
from keras.src.backend.common.backend_utils import canonicalize_axis, to_tuple_or_list, vectorize_impl
from keras.src.backend.common.dtypes import result_type, standardize_dtype
from keras.src.backend.tensorflow.core import cast, convert_to_tensor
from keras.src.backend.tensorflow.core import shape as shape_op
from keras.src.backend.tensorflow import sparse
from keras.src.utils.unavailable import unavailable

_builtin_abs = abs
# Python numbers stay weakly typed in the binary ops: the tuple made once, not per call.
_PYTHON_NUMBERS = (int, float)


def _dtype_of(x):
    return getattr(x, "dtype", type(x))


def _weak_binary(tf_fn, to_float=False):
    """add, subtract, multiply, maximum, ...: Python numbers stay weakly typed."""

    def op(x1, x2):
        if not isinstance(x1, _PYTHON_NUMBERS):
            x1 = convert_to_tensor(x1)
        if not isinstance(x2, _PYTHON_NUMBERS):
            x2 = convert_to_tensor(x2)
        types = [getattr(x1, "dtype", type(x1)), getattr(x2, "dtype", type(x2))] + ([float] if to_float else [])
        dtype = result_type(*types)
        return tf_fn(convert_to_tensor(x1, dtype), convert_to_tensor(x2, dtype))

    return op


def _strong_binary(tf_fn, to_float=False):
    """equal, greater, arctan2, ...: both converted to tensors first."""

    def op(x1, x2):
        x1 = convert_to_tensor(x1)
        x2 = convert_to_tensor(x2)
        dtype = result_type(x1.dtype, x2.dtype, float) if to_float else result_type(x1.dtype, x2.dtype)
        return tf_fn(tf.cast(x1, dtype), tf.cast(x2, dtype))

    return op


def _float_unary(tf_fn):
    """cos, arcsin, floor, ...: int64 becomes floatx(), other types their float result type."""

    def op(x):
        x = convert_to_tensor(x)
        if standardize_dtype(x.dtype) == "int64":
            dtype = config.floatx()
        else:
            dtype = result_type(x.dtype, float)
        return tf_fn(tf.cast(x, dtype))

    return op


def _floatx_unary(tf_fn):
    """exp, expm1, ...: ints and bool become floatx(), floats stay."""

    def op(x):
        x = convert_to_tensor(x)
        ori_dtype = standardize_dtype(x.dtype)
        if "int" in ori_dtype or ori_dtype == "bool":
            x = tf.cast(x, config.floatx())
        return tf_fn(x)

    return op


def _non_numeric_or_int(dtype):
    dtype = standardize_dtype(dtype)
    return "int" in dtype or dtype in ("bool", "string")


def rot90(array, k=1, axes=(0, 1)):
    array = convert_to_tensor(array)
    if array.shape.rank < 2:
        raise ValueError(f"Input array must have at least 2 dimensions. Received: array.ndim={array.shape.rank}")
    if len(axes) != 2 or axes[0] == axes[1]:
        raise ValueError(f"Invalid axes: {axes}. Axes must be a tuple of two different dimensions.")
    k = k % 4
    if k == 0:
        return array
    axes = tuple(axis if axis >= 0 else array.shape.rank + axis for axis in axes)
    perm = [i for i in range(array.shape.rank) if i not in axes]
    perm.extend(axes)
    array = tf.transpose(array, perm)
    shape = tf.shape(array)
    non_rot_shape = shape[:-2]
    h, w = shape[-2], shape[-1]
    array = tf.reshape(array, tf.concat([[-1], [h, w]], axis=0))
    array = tf.reverse(array, axis=[2])
    array = tf.transpose(array, [0, 2, 1])
    if k % 2 == 1:
        final_h, final_w = w, h
    else:
        final_h, final_w = h, w
    if k > 1:
        array = tf.reshape(array, tf.concat([[-1], [final_h, final_w]], axis=0))
        for _ in range(k - 1):
            array = tf.reverse(array, axis=[2])
            array = tf.transpose(array, [0, 2, 1])
    final_shape = tf.concat([non_rot_shape, [final_h, final_w]], axis=0)
    array = tf.reshape(array, final_shape)
    inv_perm = [0] * len(perm)
    for i, p in enumerate(perm):
        inv_perm[p] = i
    return tf.transpose(array, inv_perm)


@sparse.elementwise_binary_union(tf.sparse.add)
def add(x1, x2):
    if not isinstance(x1, _PYTHON_NUMBERS):
        x1 = convert_to_tensor(x1)
    if not isinstance(x2, _PYTHON_NUMBERS):
        x2 = convert_to_tensor(x2)
    dtype = result_type(getattr(x1, "dtype", type(x1)), getattr(x2, "dtype", type(x2)))
    x1 = convert_to_tensor(x1, dtype)
    x2 = convert_to_tensor(x2, dtype)
    # A bias-like x2 goes through tf.nn.bias_add, which TF fuses with MatMul and Conv kernels.
    x2_squeeze_shape = [d for d in x2.shape.as_list() if d is None or d > 1]
    if (len(x2_squeeze_shape) == 1 and len(x1.shape) > 1 and x2_squeeze_shape[0] is not None
            and x2_squeeze_shape[0] in {x1.shape.as_list()[1], x1.shape.as_list()[-1]}):
        data_format = "NHWC" if x1.shape[-1] == x2_squeeze_shape[0] else "NCHW"
        if len(x2.shape) > 1:
            x2 = tf.squeeze(x2)
        return tf.nn.bias_add(x1, x2, data_format=data_format)
    return tf.add(x1, x2)


subtract = sparse.elementwise_binary_union(sparse.sparse_subtract)(_weak_binary(tf.subtract))
multiply = sparse.elementwise_binary_intersection(_weak_binary(tf.multiply))
maximum = sparse.elementwise_binary_union(tf.sparse.maximum, densify_mixed=True)(_weak_binary(tf.maximum))
minimum = sparse.elementwise_binary_union(tf.sparse.minimum, densify_mixed=True)(_weak_binary(tf.minimum))
floor_divide = _weak_binary(tf.math.floordiv)
divide = sparse.elementwise_division(_weak_binary(tf.divide, to_float=True))
divide_no_nan = _weak_binary(tf.math.divide_no_nan, to_float=True)


def true_divide(x1, x2):
    return divide(x1, x2)


def power(x1, x2):
    if not isinstance(x1, _PYTHON_NUMBERS):
        x1 = convert_to_tensor(x1)
    if not isinstance(x2, _PYTHON_NUMBERS):
        x2 = convert_to_tensor(x2)
    dtype = result_type(getattr(x1, "dtype", type(x1)), getattr(x2, "dtype", type(x2)))
    if "uint" in dtype:
        return tf.cast(tf.pow(convert_to_tensor(x1, "int32"), convert_to_tensor(x2, "int32")), dtype)
    return tf.pow(convert_to_tensor(x1, dtype), convert_to_tensor(x2, dtype))


equal = _strong_binary(tf.equal)
not_equal = _strong_binary(tf.not_equal)
less = _strong_binary(tf.less)
less_equal = _strong_binary(tf.less_equal)
greater = _strong_binary(tf.greater)
greater_equal = _strong_binary(tf.greater_equal)
arctan2 = _strong_binary(lambda a, b: tf.math.atan2(a, b), to_float=True)


def mod(x1, x2):
    x1 = convert_to_tensor(x1)
    x2 = convert_to_tensor(x2)
    dtype = result_type(x1.dtype, x2.dtype)
    if dtype == "bool":
        dtype = "int32"
    return tf.math.mod(tf.cast(x1, dtype), tf.cast(x2, dtype))


def bartlett(x):
    x = convert_to_tensor(x, dtype=config.floatx())
    if x == 0:
        return tf.constant([])
    if x == 1:
        return tf.ones([1])
    n = tf.range(x)
    half = (x - 1) / 2
    return tf.where(n <= half, 2.0 * n / (x - 1), 2.0 - 2.0 * n / (x - 1))


def hamming(x):
    return tf.signal.hamming_window(convert_to_tensor(x, dtype="int32"), periodic=False)


def hanning(x):
    return tf.signal.hann_window(convert_to_tensor(x, dtype="int32"), periodic=False)


def kaiser(x, beta):
    return tf.signal.kaiser_window(convert_to_tensor(x, dtype="int32"), beta=beta)


def heaviside(x1, x2):
    x1 = convert_to_tensor(x1)
    x2 = convert_to_tensor(x2)
    dtype = result_type(x1.dtype, x2.dtype)
    if dtype in ["int8", "int16", "int32", "uint8", "uint16", "uint32"]:
        dtype = config.floatx()
    elif dtype in ["int64"]:
        dtype = "float64"
    x1 = tf.cast(x1, dtype)
    x2 = tf.cast(x2, dtype)
    return tf.where(x1 < 0, tf.zeros_like(x1), tf.where(x1 > 0, tf.ones_like(x1), x2))


def bincount(x, weights=None, minlength=0, sparse=False):
    if sparse:
        raise NotImplementedError("tfplay: keras.ops.bincount with sparse=True needs tf.SparseTensor")
    x = convert_to_tensor(x)
    dtypes_to_resolve = [x.dtype]
    if standardize_dtype(x.dtype) not in ["int32", "int64"]:
        x = tf.cast(x, "int32")
    if weights is not None:
        weights = convert_to_tensor(weights)
        dtypes_to_resolve.append(weights.dtype)
        dtype = result_type(*dtypes_to_resolve)
        if standardize_dtype(weights.dtype) not in ["int32", "int64", "float32", "float64"]:
            weights = tf.cast(weights, "int32" if "int" in standardize_dtype(weights.dtype) else "float32")
    else:
        dtype = "int32"
    return tf.cast(tf.math.bincount(x, weights=weights, minlength=minlength, axis=-1), dtype)


_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _normalize_einsum_subscripts(subscripts):
    mapping = {}
    normalized = ""
    for c in subscripts:
        if c in _LETTERS:
            if c not in mapping:
                mapping[c] = _LETTERS[len(mapping)]
            normalized += mapping[c]
        else:
            normalized += c
    return normalized


def einsum(subscripts, *operands, **kwargs):
    """tf.einsum in the operands' result type (ints compute in floatx()); Keras's matmul
    rewrites of common subscripts give the same values and are not reproduced."""
    operands = tree.map_structure(convert_to_tensor, operands)
    subscripts = _normalize_einsum_subscripts(subscripts)
    dtypes_to_resolve = list(set(standardize_dtype(x.dtype) for x in operands))
    if len(dtypes_to_resolve) == 1 and dtypes_to_resolve[0] == "int8":
        compute_dtype = "int8"
        result_dtype = "int32"
    else:
        result_dtype = result_type(*dtypes_to_resolve)
        compute_dtype = result_dtype
    if "int" in compute_dtype:
        compute_dtype = config.floatx()
    operands = tree.map_structure(lambda x: tf.cast(x, compute_dtype), operands)
    return tf.cast(tf.einsum(subscripts, *operands, **kwargs), result_dtype)


def matmul(x1, x2):
    if isinstance(x1, tf.SparseTensor) or isinstance(x2, tf.SparseTensor):
        # Keras multiplies sparse operands with tf.nn.embedding_lookup_sparse,
        # tf.sparse.sparse_dense_matmul or CSR sparse-matrix kernels, which tfplay lacks.
        raise NotImplementedError("tfplay's keras.ops.matmul takes no tf.SparseTensor operands yet (so a Dense layer "
                                  "takes no SparseTensor inputs, as in fit/evaluate/predict on sparse batches)")
    x1 = convert_to_tensor(x1)
    x2 = convert_to_tensor(x2)
    # Integer matmuls compute in a float type and cast back (GPU/XLA kernels are float-only).
    compute_dtype = result_type(x1.dtype, x2.dtype, float)
    result_dtype = result_type(x1.dtype, x2.dtype)
    x1 = tf.cast(x1, compute_dtype)
    x2 = tf.cast(x2, compute_dtype)
    rank1, rank2 = x1.shape.rank, x2.shape.rank
    if rank1 == 2 and rank2 == 2:
        output = tf.matmul(x1, x2)
    elif rank2 == 1:
        output = tf.tensordot(x1, x2, axes=1)
    elif rank1 == 1:
        output = tf.tensordot(x1, x2, axes=[[0], [-2]])
    else:
        output = tf.matmul(x1, x2)
    return tf.cast(output, result_dtype)


def mean(x, axis=None, keepdims=False):
    x = convert_to_tensor(x)
    ori_dtype = standardize_dtype(x.dtype)
    compute_dtype = result_type(x.dtype, "float32")
    result_dtype = compute_dtype if ("int" in ori_dtype or ori_dtype == "bool") else ori_dtype
    return tf.cast(tf.reduce_mean(tf.cast(x, compute_dtype), axis=axis, keepdims=keepdims), result_dtype)


def _reduce_extreme(x, axis, keepdims, initial, bool_reduce, reduce, combine, what):
    x = convert_to_tensor(x)
    if initial is not None:
        if standardize_dtype(x.dtype) == "bool":
            x = bool_reduce(x, axis=axis, keepdims=keepdims)
            return tf.cast(combine(tf.cast(x, "int32"), tf.cast(initial, "int32")), "bool")
        return combine(reduce(x, axis=axis, keepdims=keepdims), initial)
    if tf.executing_eagerly():
        size_x = size(x)
        tf.debugging.assert_greater(size_x, tf.constant(0, dtype=size_x.dtype),
                                    message=f"Cannot compute the {what} of an empty tensor.")
    if standardize_dtype(x.dtype) == "bool":
        return bool_reduce(x, axis=axis, keepdims=keepdims)
    return reduce(x, axis=axis, keepdims=keepdims)


def max(x, axis=None, keepdims=False, initial=None):
    return _reduce_extreme(x, axis, keepdims, initial, tf.reduce_any, tf.reduce_max, tf.math.maximum, "max")


def min(x, axis=None, keepdims=False, initial=None):
    return _reduce_extreme(x, axis, keepdims, initial, tf.reduce_all, tf.reduce_min, tf.math.minimum, "min")


def amax(x, axis=None, keepdims=False):
    return max(x, axis=axis, keepdims=keepdims)


def amin(x, axis=None, keepdims=False):
    return min(x, axis=axis, keepdims=keepdims)


def ones(shape, dtype=None):
    return tf.ones(shape, dtype=dtype or config.floatx())


def zeros(shape, dtype=None):
    return tf.zeros(shape, dtype=dtype or config.floatx())


def empty(shape, dtype=None):
    return tf.zeros(shape, dtype=dtype or config.floatx())


@sparse.elementwise_unary
def absolute(x):
    x = convert_to_tensor(x)
    dtype = standardize_dtype(x.dtype)
    if "uint" in dtype or dtype == "bool":
        return x
    return tf.abs(x)


def abs(x):
    return absolute(x)


def all(x, axis=None, keepdims=False):
    return tf.reduce_all(tf.cast(x, "bool"), axis=axis, keepdims=keepdims)


def any(x, axis=None, keepdims=False):
    return tf.reduce_any(tf.cast(x, "bool"), axis=axis, keepdims=keepdims)


def angle(x):
    x = convert_to_tensor(x)
    dtype = config.floatx() if standardize_dtype(x.dtype) == "int64" else result_type(x.dtype, float)
    return tf.math.angle(tf.cast(x, dtype))


def append(x1, x2, axis=None):
    x1 = convert_to_tensor(x1)
    x2 = convert_to_tensor(x2)
    dtype = result_type(x1.dtype, x2.dtype)
    x1 = tf.cast(x1, dtype)
    x2 = tf.cast(x2, dtype)
    if axis is None:
        return tf.concat([tf.reshape(x1, [-1]), tf.reshape(x2, [-1])], axis=0)
    return tf.concat([x1, x2], axis=axis)


def arange(start, stop=None, step=1, dtype=None):
    if dtype is None:
        dtypes_to_resolve = [_dtype_of(start), _dtype_of(step)]
        if stop is not None:
            dtypes_to_resolve.append(_dtype_of(stop))
        dtype = result_type(*dtypes_to_resolve)
    dtype = standardize_dtype(dtype)
    return tf.range(start, stop, delta=step, dtype=dtype)


# The sparse wrappers Keras puts on each: zero-preserving ops keep the indices, the others
# densify with their value at zero.
arccos = sparse.densifying_unary(0.5 * math.pi)(_float_unary(lambda x: tf.math.acos(x)))
arccosh = sparse.densifying_unary(math.nan)(_float_unary(lambda x: tf.math.acosh(x)))
arcsin = sparse.elementwise_unary(_float_unary(lambda x: tf.math.asin(x)))
arcsinh = sparse.elementwise_unary(_float_unary(lambda x: tf.math.asinh(x)))
arctan = sparse.elementwise_unary(_float_unary(lambda x: tf.math.atan(x)))
arctanh = sparse.elementwise_unary(_float_unary(lambda x: tf.math.atanh(x)))
ceil = sparse.elementwise_unary(_float_unary(tf.math.ceil))
floor = sparse.elementwise_unary(_float_unary(tf.floor))
cos = sparse.densifying_unary(1)(_float_unary(tf.math.cos))
cosh = sparse.densifying_unary(1)(_float_unary(lambda x: tf.math.cosh(x)))
sin = sparse.elementwise_unary(_float_unary(tf.math.sin))
sinh = sparse.elementwise_unary(_float_unary(lambda x: tf.math.sinh(x)))
tan = sparse.elementwise_unary(_float_unary(tf.math.tan))
tanh = sparse.elementwise_unary(_float_unary(tf.math.tanh))
log = sparse.densifying_unary(-math.inf)(_float_unary(tf.math.log))
log1p = sparse.elementwise_unary(_float_unary(tf.math.log1p))
sqrt = sparse.elementwise_unary(_float_unary(tf.math.sqrt))
log10 = sparse.densifying_unary(-math.inf)(
    _float_unary(lambda x: tf.math.log(x) / tf.math.log(tf.constant(10, x.dtype))))
log2 = sparse.densifying_unary(-math.inf)(
    _float_unary(lambda x: tf.math.log(x) / tf.math.log(tf.constant(2, x.dtype))))
exp = sparse.densifying_unary(1)(_floatx_unary(tf.exp))
exp2 = sparse.densifying_unary(1)(_floatx_unary(lambda x: tf.math.pow(2.0, x)))
expm1 = sparse.elementwise_unary(_floatx_unary(tf.math.expm1))


def _keepdims(x, y, axis):
    if axis is None:
        shape = [1 for _ in range(len(x.shape))]
    else:
        shape = list(shape_op(x))
        for a in tree.flatten(axis):
            shape[a] = 1
    return tf.reshape(y, shape)


def _arg_reduce(tf_fn, x, axis, keepdims):
    x = convert_to_tensor(x)
    dtype = standardize_dtype(x.dtype)
    if "float" in dtype and x.ndim != 0:
        # Negative zeros become -tiny so flushed-to-zero values order as in JAX.
        dtype = result_type(dtype, "float32")
        x = cast(x, dtype)
        is_negative_zero = tf.logical_and(tf.equal(x, 0.0), signbit(x))
        tiny = {"float16": 6.103515625e-05, "float32": 1.1754943508222875e-38,
                "float64": 2.2250738585072014e-308}.get(dtype, 1.1754943508222875e-38)
        x = tf.where(is_negative_zero, tf.constant(-tiny, x.dtype), x)
    _x = x
    if axis is None:
        x = tf.reshape(x, [-1])
    y = tf_fn(x, axis=axis, output_type="int32")
    if keepdims:
        y = _keepdims(_x, y, axis)
    return y


def argmax(x, axis=None, keepdims=False):
    return _arg_reduce(tf.argmax, x, axis, keepdims)


def argmin(x, axis=None, keepdims=False):
    # Keras applies the negative-zero fix for argmin on CPU too.
    return _arg_reduce(tf.argmin, x, axis, keepdims)


def argsort(x, axis=-1):
    x = convert_to_tensor(x)
    if standardize_dtype(x.dtype) == "bool":
        x = tf.cast(x, "uint8")
    if x.shape.rank == 0:
        return tf.cast([0], "int32")
    if axis is None:
        x = tf.reshape(x, [-1])
        axis = 0
    return tf.argsort(x, axis=axis)


def array(x, dtype=None):
    return convert_to_tensor(x, dtype=dtype)


def average(x, axis=None, weights=None):
    x = convert_to_tensor(x)
    if weights is None:
        dtype = result_type(x.dtype, float)
        return tf.reduce_mean(tf.cast(x, dtype), axis=axis)
    weights = convert_to_tensor(weights)
    dtype = result_type(x.dtype, weights.dtype, float)
    x = tf.cast(x, dtype)
    weights = tf.cast(weights, dtype)
    if axis is None or len(x.shape) == len(weights.shape):
        return tf.reduce_sum(x * weights, axis=axis) / tf.reduce_sum(weights, axis=axis)
    axes = tf.convert_to_tensor([[axis], [0]])
    return tf.tensordot(x, weights, axes) / tf.reduce_sum(weights)


def _bitwise(tf_fn):
    def op(x, y):
        x = convert_to_tensor(x)
        y = convert_to_tensor(y)
        dtype = result_type(x.dtype, y.dtype)
        return tf_fn(tf.cast(x, dtype), tf.cast(y, dtype))

    return op


bitwise_and = _bitwise(tf.bitwise.bitwise_and)
bitwise_or = _bitwise(tf.bitwise.bitwise_or)
bitwise_xor = _bitwise(tf.bitwise.bitwise_xor)


def bitwise_invert(x):
    return tf.bitwise.invert(convert_to_tensor(x))


def bitwise_not(x):
    return bitwise_invert(x)


def _shift(tf_fn, x, y):
    x = convert_to_tensor(x)
    if not isinstance(y, int):
        y = convert_to_tensor(y)
        dtype = result_type(x.dtype, y.dtype)
        x = tf.cast(x, dtype)
        y = tf.cast(y, dtype)
    return tf_fn(x, y)


def bitwise_left_shift(x, y):
    return _shift(tf.bitwise.left_shift, x, y)


def left_shift(x, y):
    return bitwise_left_shift(x, y)


def bitwise_right_shift(x, y):
    return _shift(tf.bitwise.right_shift, x, y)


def right_shift(x, y):
    return bitwise_right_shift(x, y)


def blackman(x):
    dtype = config.floatx()
    x = tf.cast(x, dtype)
    n = tf.range(x, dtype=dtype)
    n_minus_1 = tf.cast(x - 1, dtype)
    term2 = -0.5 * tf.cos(2 * math.pi * n / n_minus_1)
    term3 = 0.08 * tf.cos(4 * math.pi * n / n_minus_1)
    return 0.42 + term2 + term3


def broadcast_to(x, shape):
    return tf.broadcast_to(x, shape)


def cbrt(x):
    x = convert_to_tensor(x)
    dtype = standardize_dtype(x.dtype)
    if dtype == "int64":
        x = tf.cast(x, "float64")
    elif dtype not in ["bfloat16", "float16", "float64"]:
        x = tf.cast(x, config.floatx())
    return tf.sign(x) * tf.pow(tf.abs(x), 1.0 / 3.0)


def clip(x, x_min, x_max):
    dtype = standardize_dtype(x.dtype)
    if dtype == "bool":
        x = tf.cast(x, "int32")
    return tf.clip_by_value(x, x_min, x_max)


def concatenate(xs, axis=0):
    xs = tree.map_structure(convert_to_tensor, xs)
    dtype_set = set([standardize_dtype(x.dtype) for x in xs])
    if len(dtype_set) > 1:
        dtype = result_type(*dtype_set)
        xs = tree.map_structure(lambda x: tf.cast(x, dtype), xs)
    return tf.concat(xs, axis=axis)


@sparse.elementwise_unary
def conjugate(x):
    return tf.math.conj(x)


@sparse.elementwise_unary
def conj(x):
    return tf.math.conj(x)


@sparse.elementwise_unary
def copy(x):
    return tf.identity(convert_to_tensor(x))


def count_nonzero(x, axis=None):
    return tf.math.count_nonzero(x, axis=axis, dtype="int32")


def cross(x1, x2, axisa=-1, axisb=-1, axisc=-1, axis=None):
    x1 = convert_to_tensor(x1)
    x2 = convert_to_tensor(x2)
    dtype = result_type(x1.dtype, x2.dtype)
    x1 = tf.cast(x1, dtype)
    x2 = tf.cast(x2, dtype)
    if axis is not None:
        axisa = axisb = axisc = axis
    x1 = moveaxis(x1, axisa, -1)
    x2 = moveaxis(x2, axisb, -1)

    def maybe_pad_zeros(x, size_of_last_dim):
        if size_of_last_dim == 2:
            return tf.pad(x, [[0, 0]] * (len(x.shape) - 1) + [[0, 1]])
        return x

    x1_dim = shape_op(x1)[-1]
    x2_dim = shape_op(x2)[-1]
    x1 = maybe_pad_zeros(x1, x1_dim)
    x2 = maybe_pad_zeros(x2, x2_dim)
    shape = tf.broadcast_dynamic_shape(tf.shape(x1), tf.shape(x2))
    x1 = tf.broadcast_to(x1, shape)
    x2 = tf.broadcast_to(x2, shape)
    c = tf.linalg.cross(x1, x2)
    if x1_dim == 2 and x2_dim == 2:
        return c[..., 2]
    return moveaxis(c, -1, axisc)


def cumprod(x, axis=None, dtype=None):
    x = convert_to_tensor(x, dtype=dtype)
    if standardize_dtype(x.dtype) == "bool":
        x = tf.cast(x, "int32")
    if axis is None:
        x = tf.reshape(x, [-1])
        axis = 0
    return tf.math.cumprod(x, axis=axis)


def cumsum(x, axis=None, dtype=None):
    x = convert_to_tensor(x, dtype=dtype)
    if standardize_dtype(x.dtype) == "bool":
        x = tf.cast(x, "int32")
    if axis is None:
        x = tf.reshape(x, [-1])
        axis = 0
    return tf.math.cumsum(x, axis=axis)


def deg2rad(x):
    x = convert_to_tensor(x)
    dtype = standardize_dtype(x.dtype)
    if dtype in ["bool", "int8", "int16", "int32", "uint8", "uint16", "uint32"]:
        dtype = config.floatx()
    elif dtype in ["int64"]:
        dtype = "float64"
    x = tf.cast(x, dtype)
    pi = tf.constant(math.pi, dtype=dtype)
    return x * (pi / tf.constant(180.0, dtype=dtype))


def diag(x, k=0):
    x = convert_to_tensor(x)
    if len(x.shape) == 1:
        return tf.cond(
            tf.equal(tf.size(x), 0),
            lambda: tf.zeros([_builtin_abs(k), _builtin_abs(k)], dtype=x.dtype),
            lambda: tf.linalg.diag(x, k=k),
        )
    elif len(x.shape) == 2:
        return diagonal(x, offset=k)
    raise ValueError(f"`x` must be 1d or 2d. Received: x.shape={x.shape}")


def diagflat(x, k=0):
    x = convert_to_tensor(x)
    return diag(tf.reshape(x, [-1]), k)


def diagonal(x, offset=0, axis1=0, axis2=1):
    x = convert_to_tensor(x)
    x_rank = x.ndim
    if offset == 0 and (axis1 == x_rank - 2 or axis1 == -2) and (axis2 == x_rank - 1 or axis2 == -1):
        return tf.linalg.diag_part(x)
    x = moveaxis(x, (axis1, axis2), (-2, -1))
    x_shape = shape_op(x)
    if isinstance(x_shape[-1], int) and isinstance(x_shape[-2], int):
        if offset <= -1 * x_shape[-2] or offset >= x_shape[-1]:
            x = tf.zeros(list(x_shape[:-1]) + [0], dtype=x.dtype)
    return tf.linalg.diag_part(x, k=offset)


def diff(a, n=1, axis=-1):
    a = convert_to_tensor(a)
    if n == 0:
        return a
    elif n < 0:
        raise ValueError(f"Order `n` must be non-negative. Received n={n}")
    elif a.ndim == 0:
        raise ValueError(f"`diff` requires input that is at least one dimensional. Received: a={a}")
    axis = canonicalize_axis(axis, a.ndim)
    slice1 = [slice(None)] * a.ndim
    slice2 = [slice(None)] * a.ndim
    slice1[axis] = slice(1, None)
    slice2[axis] = slice(None, -1)
    slice1_tuple = tuple(slice1)
    slice2_tuple = tuple(slice2)
    for _ in range(n):
        if standardize_dtype(a.dtype) == "bool":
            a = tf.not_equal(a[slice1_tuple], a[slice2_tuple])
        else:
            a = tf.subtract(a[slice1_tuple], a[slice2_tuple])
    return a


def digitize(x, bins):
    x = convert_to_tensor(x)
    bins = [float(b) for b in list(bins)]
    ori_dtype = standardize_dtype(x.dtype)
    if ori_dtype in ("bool", "int8", "int16", "uint8", "uint16"):
        x = cast(x, "int32")
    elif ori_dtype == "uint32":
        x = cast(x, "int64")
    elif ori_dtype in ("bfloat16", "float16"):
        x = cast(x, "float32")
    return tf.raw_ops.Bucketize(input=x, boundaries=bins)


def dot(x1, x2):
    x1 = convert_to_tensor(x1)
    x2 = convert_to_tensor(x2)
    result_dtype = result_type(x1.dtype, x2.dtype)
    compute_dtype = result_type(result_dtype, float)
    x1 = tf.cast(x1, compute_dtype)
    x2 = tf.cast(x2, compute_dtype)
    if x1.shape.rank == 0 or x2.shape.rank == 0:
        output = x1 * x2
    elif x2.shape.rank == 1:
        output = tf.tensordot(x1, x2, axes=[[-1], [-1]])
    else:
        output = tf.tensordot(x1, x2, axes=[[-1], [-2]])
    return tf.cast(output, result_dtype)


def expand_dims(x, axis):
    x = convert_to_tensor(x)
    axis = to_tuple_or_list(axis)
    out_ndim = len(x.shape) + len(axis)
    axis = sorted([canonicalize_axis(a, out_ndim) for a in axis])
    for a in axis:
        x = tf.expand_dims(x, a)
    return x


def flip(x, axis=None):
    x = convert_to_tensor(x)
    if axis is None:
        return tf.reverse(x, tf.range(tf.rank(x)))
    return tf.reverse(x, [axis])


def full(shape, fill_value, dtype=None):
    dtype = dtype or config.floatx()
    fill_value = convert_to_tensor(fill_value, dtype)
    return tf.broadcast_to(fill_value, shape)


def full_like(x, fill_value, dtype=None):
    x = convert_to_tensor(x)
    dtype = result_type(dtype or x.dtype)
    fill_value = convert_to_tensor(fill_value, dtype)
    return tf.broadcast_to(fill_value, tf.shape(x))


def _stack_like(xs, axis_for):
    dtype_set = set([_dtype_of(x) for x in xs])
    if len(dtype_set) > 1:
        dtype = result_type(*dtype_set)
        xs = tree.map_structure(lambda x: convert_to_tensor(x, dtype), xs)
    return tf.concat(xs, axis=axis_for(xs))


def hstack(xs):
    return _stack_like(xs, lambda xs: 0 if len(xs[0].shape) == 1 else 1)


def vstack(xs):
    return _stack_like(xs, lambda xs: 0)


def identity(n, dtype=None):
    return eye(N=n, M=n, dtype=dtype)


@sparse.elementwise_unary
def imag(x):
    return tf.math.imag(x)


@sparse.elementwise_unary
def real(x):
    return tf.math.real(convert_to_tensor(x))


def isclose(x1, x2, rtol=1e-5, atol=1e-8, equal_nan=False):
    x1 = convert_to_tensor(x1)
    x2 = convert_to_tensor(x2)
    dtype = result_type(x1.dtype, x2.dtype)
    x1 = tf.cast(x1, dtype)
    x2 = tf.cast(x2, dtype)
    if "float" in dtype:
        result = tf.abs(x1 - x2) <= (atol + rtol * tf.abs(x2))
        if equal_nan:
            result = result | (tf.math.is_nan(x1) & tf.math.is_nan(x2))
        return result
    return tf.equal(x1, x2)


@sparse.densifying_unary(True)
def isfinite(x):
    x = convert_to_tensor(x)
    if _non_numeric_or_int(x.dtype):
        return tf.ones(x.shape, "bool")
    return tf.math.is_finite(x)


def isinf(x):
    x = convert_to_tensor(x)
    if _non_numeric_or_int(x.dtype):
        return tf.zeros(x.shape, "bool")
    return tf.math.is_inf(x)


def isnan(x):
    x = convert_to_tensor(x)
    if _non_numeric_or_int(x.dtype):
        return tf.zeros(x.shape, "bool")
    return tf.math.is_nan(x)


def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0):
    if num < 0:
        raise ValueError(f"`num` must be a non-negative integer. Received: num={num}")
    if dtype is None:
        dtype = result_type(_dtype_of(start), _dtype_of(stop), float)
    else:
        dtype = standardize_dtype(dtype)
    start = convert_to_tensor(start, dtype=dtype)
    stop = convert_to_tensor(stop, dtype=dtype)
    step = convert_to_tensor(float("nan"))
    if endpoint:
        result = tf.linspace(start, stop, num, axis=axis)
        if num > 1:
            step = (stop - start) / (tf.cast(num, dtype) - 1)
    else:
        if num > 0:
            step = (stop - start) / tf.cast(num, dtype)
        if num > 1:
            new_stop = tf.cast(stop, step.dtype) - step
            start = tf.cast(start, new_stop.dtype)
            result = tf.linspace(start, new_stop, num, axis=axis)
        else:
            result = tf.linspace(start, stop, num, axis=axis)
    if dtype is not None:
        if "int" in dtype:
            result = tf.floor(result)
        result = tf.cast(result, dtype)
    if retstep:
        return (result, step)
    return result


def logaddexp(x1, x2):
    x1 = convert_to_tensor(x1)
    x2 = convert_to_tensor(x2)
    dtype = result_type(x1.dtype, x2.dtype, float)
    x1 = tf.cast(x1, dtype)
    x2 = tf.cast(x2, dtype)
    delta = x1 - x2
    return tf.where(tf.math.is_nan(delta), x1 + x2,
                    tf.maximum(x1, x2) + tf.math.log1p(tf.math.exp(-tf.abs(delta))))


def logical_and(x1, x2):
    return tf.logical_and(tf.cast(x1, "bool"), tf.cast(x2, "bool"))


def logical_not(x):
    return tf.logical_not(tf.cast(x, "bool"))


def logical_or(x1, x2):
    return tf.logical_or(tf.cast(x1, "bool"), tf.cast(x2, "bool"))


def logical_xor(x1, x2):
    return tf.math.logical_xor(tf.cast(x1, "bool"), tf.cast(x2, "bool"))


def logspace(start, stop, num=50, endpoint=True, base=10, dtype=None, axis=0):
    result = linspace(start=start, stop=stop, num=num, endpoint=endpoint, dtype=dtype, axis=axis)
    return tf.pow(tf.cast(base, result.dtype), result)


def median(x, axis=None, keepdims=False):
    return quantile(x, 0.5, axis=axis, keepdims=keepdims)


def meshgrid(*x, indexing="xy"):
    return tf.meshgrid(*x, indexing=indexing)


def moveaxis(x, source, destination):
    x = convert_to_tensor(x)
    _source = to_tuple_or_list(source)
    _destination = to_tuple_or_list(destination)
    _source = tuple(canonicalize_axis(i, x.ndim) for i in _source)
    _destination = tuple(canonicalize_axis(i, x.ndim) for i in _destination)
    if len(_source) != len(_destination):
        raise ValueError(
            "Inconsistent number of `source` and `destination`. "
            f"Received: source={source}, destination={destination}"
        )
    if _source == _destination:
        return x
    perm = [i for i in range(x.ndim) if i not in _source]
    for dest, src in sorted(zip(_destination, _source)):
        perm.insert(dest, src)
    return tf.transpose(x, perm)


def nan_to_num(x, nan=0.0, posinf=None, neginf=None):
    x = convert_to_tensor(x)
    dtype = x.dtype
    if _non_numeric_or_int(dtype):
        return x
    x = tf.where(tf.math.is_nan(x), tf.constant(nan, dtype), x)
    if posinf is None:
        posinf = dtype.max
    x = tf.where(tf.math.is_inf(x) & (x > 0), tf.constant(posinf, dtype), x)
    if neginf is None:
        neginf = dtype.min
    return tf.where(tf.math.is_inf(x) & (x < 0), tf.constant(neginf, dtype), x)


def ndim(x):
    return convert_to_tensor(x).ndim


def nonzero(x):
    x = convert_to_tensor(x)
    result = tf.unstack(tf.where(tf.cast(x, "bool")), x.shape.rank, axis=1)
    return tree.map_structure(lambda indices: tf.cast(indices, "int32"), result)


def ones_like(x, dtype=None):
    return tf.ones_like(x, dtype=None if dtype is None else standardize_dtype(dtype))


def zeros_like(x, dtype=None):
    return tf.zeros_like(x, dtype=None if dtype is None else standardize_dtype(dtype))


def outer(x1, x2):
    x1 = convert_to_tensor(x1)
    x2 = convert_to_tensor(x2)
    dtype = result_type(x1.dtype, x2.dtype)
    x1 = tf.cast(x1, dtype)
    x2 = tf.cast(x2, dtype)
    return tf.reshape(x1, [-1, 1]) * tf.reshape(x2, [-1])


def pad(x, pad_width, mode="constant", constant_values=None):
    x = convert_to_tensor(x)
    kwargs = {}
    if constant_values is not None:
        if mode != "constant":
            raise ValueError(
                f"Argument `constant_values` can only be provided when `mode == 'constant'`. Received: mode={mode}"
            )
        kwargs["constant_values"] = constant_values
    pad_width = convert_to_tensor(pad_width, "int32")
    return tf.pad(x, pad_width, mode.upper(), **kwargs)


def prod(x, axis=None, keepdims=False, dtype=None):
    x = convert_to_tensor(x)
    if dtype is None:
        dtype = result_type(x.dtype)
        if dtype in ("bool", "int8", "int16"):
            dtype = "int32"
        elif dtype in ("uint8", "uint16"):
            dtype = "uint32"
        x = tf.cast(x, dtype)
    return tf.reduce_prod(x, axis=axis, keepdims=keepdims)


def _quantile(x, q, axis=None, method="linear", keepdims=False):
    # tfp.stats.percentile's algorithm, as Keras writes it.
    q = tf.cast(q, "float64")
    if axis is None:
        y = tf.reshape(x, [-1])
    else:
        x_ndims = len(x.shape)
        axis = [canonicalize_axis(a, x_ndims) for a in axis]
        other_dims = sorted(set(range(x_ndims)).difference(axis))
        perm = other_dims + list(axis)
        x_permed = tf.transpose(a=x, perm=perm)
        if None not in x.shape:
            x_shape = list(x.shape)
            full_shape = [x_shape[i] for i in other_dims] + [math.prod([x_shape[i] for i in axis])]
        else:
            other_shape = tf.gather(tf.shape(x), tf.cast(other_dims, "int64"))
            full_shape = tf.concat([other_shape, [-1]], axis=0)
        y = tf.reshape(x_permed, shape=full_shape)
    sorted_y = tf.sort(y, axis=-1, direction="ASCENDING")
    d = tf.cast(tf.shape(y)[-1], "float64")

    def _get_indices(method):
        if method == "lower":
            indices = tf.math.floor((d - 1) * q)
        elif method == "higher":
            indices = tf.math.ceil((d - 1) * q)
        elif method == "nearest":
            indices = tf.round((d - 1) * q)
        return tf.clip_by_value(tf.cast(indices, "int32"), 0, tf.shape(y)[-1] - 1)

    if method in ["nearest", "lower", "higher"]:
        gathered_y = tf.gather(sorted_y, _get_indices(method), axis=-1)
    elif method == "midpoint":
        gathered_y = 0.5 * (tf.gather(sorted_y, _get_indices("lower"), axis=-1)
                            + tf.gather(sorted_y, _get_indices("higher"), axis=-1))
    elif method == "linear":
        larger_y_idx = _get_indices("higher")
        exact_idx = (d - 1) * q
        smaller_y_idx = tf.maximum(larger_y_idx - 1, 0)
        larger_y_idx = tf.minimum(smaller_y_idx + 1, tf.shape(y)[-1] - 1)
        fraction = tf.cast(tf.cast(larger_y_idx, "float64") - exact_idx, y.dtype)
        gathered_y = (tf.gather(sorted_y, larger_y_idx, axis=-1) * (1 - fraction)
                      + tf.gather(sorted_y, smaller_y_idx, axis=-1) * fraction)
    if standardize_dtype(x.dtype) in ("bfloat16", "float16", "float32", "float64"):
        nan_batch_members = tf.reduce_any(tf.math.is_nan(x), axis=axis)
        right_rank_matched_shape = tf.pad(tf.shape(nan_batch_members), paddings=[[0, tf.rank(q)]],
                                          constant_values=1)
        nan_batch_members = tf.reshape(nan_batch_members, shape=right_rank_matched_shape)
        gathered_y = tf.where(nan_batch_members, tf.constant(float("NaN"), dtype=x.dtype), gathered_y)
    if keepdims:
        if axis is None:
            ones_vec = tf.ones(shape=[tf.rank(x) + tf.rank(q)], dtype="int32")
            gathered_y *= tf.ones(ones_vec, dtype=gathered_y.dtype)
        else:
            for i in sorted(axis):
                gathered_y = tf.expand_dims(gathered_y, axis=i)
    shift_value_static = tf.get_static_value(tf.rank(q))
    ndims = gathered_y.shape.rank
    if ndims < 2:
        return gathered_y
    shift_value_static = int(math.copysign(1, shift_value_static) * (_builtin_abs(shift_value_static) % ndims))
    if shift_value_static == 0:
        return gathered_y
    perm = list(range(ndims))
    perm = perm[-shift_value_static:] + perm[:-shift_value_static]
    return tf.transpose(a=gathered_y, perm=perm)


def quantile(x, q, axis=None, method="linear", keepdims=False):
    x = convert_to_tensor(x)
    q = convert_to_tensor(q)
    axis = to_tuple_or_list(axis)
    compute_dtype = result_type(x.dtype, float)
    x = tf.cast(x, compute_dtype)
    return _quantile(x, q, axis=axis, method=method, keepdims=keepdims)


def ravel(x):
    return tf.reshape(convert_to_tensor(x), [-1])


def unravel_index(indices, shape):
    indices = tf.convert_to_tensor(indices)
    input_dtype = indices.dtype
    if None in shape:
        raise ValueError(f"`shape` argument cannot contain `None`. Received: shape={shape}")
    if indices.ndim == 1:
        coords = []
        for dim in reversed(shape):
            coords.append(tf.cast(indices % dim, input_dtype))
            indices = indices // dim
        return tuple(reversed(coords))
    indices_shape = indices.shape
    coords = []
    for dim in shape:
        coords.append(tf.reshape(tf.cast(indices % dim, input_dtype), indices_shape))
        indices = indices // dim
    return tuple(reversed(coords))


@sparse.densifying_unary(math.inf)
def reciprocal(x):
    return tf.math.reciprocal(convert_to_tensor(x))


def repeat(x, repeats, axis=None):
    x = convert_to_tensor(x)
    if standardize_dtype(x.dtype) == "uint16":
        return tf.cast(tf.repeat(tf.cast(x, "uint32"), repeats, axis=axis), "uint16")
    return tf.repeat(x, repeats, axis=axis)


def reshape(x, newshape):
    return tf.reshape(convert_to_tensor(x), newshape)


def roll(x, shift, axis=None):
    x = convert_to_tensor(x)
    if axis is not None:
        return tf.roll(x, shift=shift, axis=axis)
    original_shape = tf.shape(x)
    x = tf.roll(tf.reshape(x, [-1]), shift, 0)
    return tf.reshape(x, original_shape)


def searchsorted(sorted_sequence, values, side="left"):
    if ndim(sorted_sequence) != 1:
        raise ValueError(
            "`searchsorted` only supports 1-D sorted sequences. You can use `keras.ops.vectorized_map` "
            f"to extend it to N-D sequences. Received: sorted_sequence.shape={sorted_sequence.shape}"
        )
    out_type = "int32" if len(sorted_sequence) <= 2147483647 else "int64"
    return tf.searchsorted(sorted_sequence, values, side=side, out_type=out_type)


@sparse.elementwise_unary
def sign(x):
    x = convert_to_tensor(x)
    ori_dtype = standardize_dtype(x.dtype)
    if ori_dtype in ("uint8", "uint16", "uint32"):
        return tf.cast(tf.sign(tf.cast(x, "int32")), ori_dtype)
    return tf.sign(x)


@sparse.elementwise_unary
def signbit(x):
    x = convert_to_tensor(x)
    ori_dtype = standardize_dtype(x.dtype)
    if ori_dtype == "bool":
        return tf.fill(tf.shape(x), False)
    elif "int" in ori_dtype:
        return x < 0
    x = cast(x, "float32")
    return tf.less(tf.bitwise.bitwise_and(tf.bitcast(x, "int32"), tf.constant(-2147483648, dtype="int32")), 0)


def size(x):
    return tf.size(convert_to_tensor(x))


def sort(x, axis=-1):
    x = convert_to_tensor(x)
    ori_dtype = standardize_dtype(x.dtype)
    if ori_dtype == "bool":
        return tf.cast(tf.sort(tf.cast(x, "int8"), axis=axis), ori_dtype)
    return tf.sort(x, axis=axis)


def split(x, indices_or_sections, axis=0):
    if not isinstance(indices_or_sections, int):
        total_size = x.shape[axis]
        indices_or_sections = convert_to_tensor(indices_or_sections)
        start_size = indices_or_sections[0:1]
        end_size = total_size - indices_or_sections[-1:]
        num_or_size_splits = tf.concat([start_size, diff(indices_or_sections), end_size], axis=0)
    else:
        num_or_size_splits = indices_or_sections
    return tf.split(x, num_or_size_splits, axis=axis)


def stack(x, axis=0):
    dtype_set = set([_dtype_of(a) for a in x])
    if len(dtype_set) > 1:
        dtype = result_type(*dtype_set)
        x = tree.map_structure(lambda a: convert_to_tensor(a, dtype), x)
    return tf.stack(x, axis=axis)


def std(x, axis=None, keepdims=False):
    x = convert_to_tensor(x)
    ori_dtype = standardize_dtype(x.dtype)
    if "int" in ori_dtype or ori_dtype == "bool":
        x = tf.cast(x, config.floatx())
    return tf.math.reduce_std(x, axis=axis, keepdims=keepdims)


def swapaxes(x, axis1, axis2):
    x = convert_to_tensor(x)
    axis1 = canonicalize_axis(axis1, x.ndim)
    axis2 = canonicalize_axis(axis2, x.ndim)
    if axis1 == axis2:
        return x
    perm = list(range(x.ndim))
    perm[axis1] = axis2
    perm[axis2] = axis1
    return tf.transpose(x, perm)


def take(x, indices, axis=None):
    x = convert_to_tensor(x)
    if axis is None:
        x = tf.reshape(x, (-1,))
        axis = 0

    def fix_negative_indices(i):
        # Negative indices count from the end ("fill" mode, as in JAX).
        return tf.where(i < 0, i + tf.cast(tf.shape(x)[axis], i.dtype), i)

    if isinstance(indices, tf.SparseTensor):
        # Keras looks sparse ids up with tf.nn.safe_embedding_lookup_sparse (or densifies them
        # with a warning), which tfplay lacks.
        raise NotImplementedError(
            "tfplay's Keras has no sparse indices for keras.ops.take yet (a tf.SparseTensor input to an "
            "Embedding layer)"
        )
    if isinstance(indices, tf.RaggedTensor):
        # Ragged indices keep their rows: an Embedding over TextVectorization(ragged=True).
        indices = indices.with_values(fix_negative_indices(indices.values))
        if axis == 0:
            return tf.nn.embedding_lookup(x, indices)
        return tf.gather(x, indices, axis=axis)
    return tf.gather(x, fix_negative_indices(convert_to_tensor(indices)), axis=axis)


def take_along_axis(x, indices, axis=None):
    x = convert_to_tensor(x)
    indices = convert_to_tensor(indices, "int64")
    if axis is None:
        if indices.ndim != 1:
            raise ValueError(f"`indices` must be 1D if axis=None. Received: indices.shape={indices.shape}")
        return take_along_axis(tf.reshape(x, [-1]), indices, 0)
    rank = x.ndim
    static_axis = axis
    axis = axis + rank if axis < 0 else axis
    if axis >= rank:
        raise ValueError(f"Invalid axis: {static_axis} for input rank: {rank}")
    x_original_shape = shape_op(x)
    indices_original_shape = shape_op(indices)
    x_static_shape = list(x.shape)
    indices_static_shape = list(indices.shape)
    x_static_shape[axis] = 1
    indices_static_shape[axis] = 1
    from keras.src.ops.operation_utils import broadcast_shapes

    broadcast_shape = broadcast_shapes(x_static_shape, indices_static_shape)
    if None in broadcast_shape:
        broadcast_shape = [tf.maximum(x_original_shape[i], indices_original_shape[i]) if dim is None else dim
                           for i, dim in enumerate(broadcast_shape)]
    x_shape = list(broadcast_shape)
    x_shape[axis] = x_original_shape[axis]
    indices_shape = list(broadcast_shape)
    indices_shape[axis] = indices_original_shape[axis]
    x = tf.broadcast_to(x, x_shape)
    indices = tf.broadcast_to(indices, indices_shape)
    indices = tf.where(indices < 0, indices + tf.cast(x_shape[static_axis], dtype=indices.dtype), indices)
    x = swapaxes(x, static_axis, -1)
    indices = swapaxes(indices, static_axis, -1)
    x_shape = tf.shape(x)
    x = tf.reshape(x, [-1, x_shape[-1]])
    indices_shape = tf.shape(indices)
    indices = tf.reshape(indices, [-1, indices_shape[-1]])
    result = tf.gather(x, indices, batch_dims=1)
    result = tf.reshape(result, indices_shape)
    return swapaxes(result, static_axis, -1)


def tensordot(x1, x2, axes=2):
    x1 = convert_to_tensor(x1)
    x2 = convert_to_tensor(x2)
    result_dtype = result_type(x1.dtype, x2.dtype)
    compute_dtype = result_type(result_dtype, float)
    x1 = tf.cast(x1, compute_dtype)
    x2 = tf.cast(x2, compute_dtype)
    return tf.cast(tf.tensordot(x1, x2, axes=axes), dtype=result_dtype)


@sparse.elementwise_unary
def round(x, decimals=0):
    x = convert_to_tensor(x)
    if decimals == 0:
        return tf.round(x)
    x_dtype = x.dtype
    if x_dtype.is_integer:
        if decimals > 0:
            return x
        factor = tf.cast(math.pow(10, decimals), config.floatx())
        x = tf.cast(x, config.floatx())
    else:
        factor = tf.cast(math.pow(10, decimals), x.dtype)
    x = tf.round(tf.multiply(x, factor))
    return tf.cast(tf.divide(x, factor), x_dtype)


def tile(x, repeats):
    x = convert_to_tensor(x)
    repeats = tf.reshape(convert_to_tensor(repeats, dtype="int32"), [-1])
    repeats_size = tf.size(repeats)
    repeats = tf.pad(repeats, [[tf.maximum(x.shape.rank - repeats_size, 0), 0]], constant_values=1)
    x_shape = tf.pad(tf.shape(x), [[tf.maximum(repeats_size - x.shape.rank, 0), 0]], constant_values=1)
    x = tf.reshape(x, x_shape)
    return tf.tile(x, repeats)


def trace(x, offset=0, axis1=0, axis2=1):
    x = convert_to_tensor(x)
    dtype = standardize_dtype(x.dtype)
    if dtype not in ("int64", "uint32", "uint64"):
        dtype = result_type(dtype, "int32")
    x_shape = tf.shape(x)
    x = moveaxis(x, (axis1, axis2), (-2, -1))
    x = tf.where(eye(x_shape[axis1], x_shape[axis2], k=offset, dtype="bool"), x, tf.zeros_like(x))
    if standardize_dtype(x.dtype) == "bool":
        x = tf.cast(x, "int32")
    return tf.cast(tf.reduce_sum(x, axis=(-2, -1)), dtype)


def tri(N, M=None, k=0, dtype=None):
    M = M if M is not None else N
    dtype = standardize_dtype(dtype or config.floatx())
    if k < 0:
        lower = -k - 1
        if lower > N:
            return tf.zeros([N, M], dtype=dtype)
        o = tf.ones([N, M], dtype="bool")
        return tf.cast(tf.logical_not(tf.linalg.band_part(o, lower, -1)), dtype=dtype)
    o = tf.ones([N, M], dtype=dtype)
    if k > M:
        return o
    return tf.linalg.band_part(o, -1, k)


def tril(x, k=0):
    """Keras's tril: band_part for k >= 0, a mask for k < 0; a tensor k (inside a tf.function)
    picks between the two with tf.cond."""
    x = convert_to_tensor(x)

    def _negative_k_branch():
        shape = tf.shape(x)
        rows, cols = shape[-2], shape[-1]
        i, j = tf.meshgrid(tf.range(rows), tf.range(cols), indexing="ij")
        mask = i >= j - k
        return tf.where(tf.broadcast_to(mask, shape), x, tf.zeros_like(x))

    if isinstance(k, int):
        if k >= 0:
            return tf.linalg.band_part(x, -1, k)
        return _negative_k_branch()
    return tf.cond(tf.greater_equal(k, 0), lambda: tf.linalg.band_part(x, -1, k), _negative_k_branch)


def triu(x, k=0):
    """Keras's triu: band_part for k <= 0, a mask for k > 0; a tensor k picks with tf.cond."""
    x = convert_to_tensor(x)

    def _positive_k_branch():
        shape = tf.shape(x)
        rows, cols = shape[-2], shape[-1]
        i, j = tf.meshgrid(tf.range(rows), tf.range(cols), indexing="ij")
        mask = i <= j - k
        return tf.where(tf.broadcast_to(mask, shape), x, tf.zeros_like(x))

    if isinstance(k, int):
        if k <= 0:
            return tf.linalg.band_part(x, -k, -1)
        return _positive_k_branch()
    return tf.cond(tf.less_equal(k, 0), lambda: tf.linalg.band_part(x, -k, -1), _positive_k_branch)


def trunc(x):
    x = convert_to_tensor(x)
    dtype = standardize_dtype(x.dtype)
    if dtype == "bool" or "int" in dtype:
        return x
    return tf.where(x < 0, tf.math.ceil(x), tf.math.floor(x))


def vdot(x1, x2):
    x1 = convert_to_tensor(x1)
    x2 = convert_to_tensor(x2)
    result_dtype = result_type(x1.dtype, x2.dtype)
    compute_dtype = result_type(result_dtype, float)
    x1 = tf.reshape(tf.cast(x1, compute_dtype), [-1])
    x2 = tf.reshape(tf.cast(x2, compute_dtype), [-1])
    return tf.cast(dot(x1, x2), result_dtype)


def inner(x1, x2):
    x1 = convert_to_tensor(x1)
    x2 = convert_to_tensor(x2)
    result_dtype = result_type(x1.dtype, x2.dtype)
    compute_dtype = result_type(result_dtype, float)
    x1 = tf.cast(x1, compute_dtype)
    x2 = tf.cast(x2, compute_dtype)
    x = tf.cond(
        tf.math.logical_or(tf.math.equal(tf.rank(x1), 0), tf.math.equal(tf.rank(x2), 0)),
        lambda: x1 * x2,
        lambda: tf.tensordot(x1, x2, axes=[[-1], [-1]]),
    )
    return tf.cast(x, result_dtype)


def _vmap_fn(fn, in_axes=0):
    if in_axes != 0:
        raise ValueError("Not supported with `vectorize()` with the TensorFlow backend.")

    @functools.wraps(fn)
    def wrapped(x):
        return tf.vectorized_map(fn, x)

    return wrapped


def vectorize(pyfunc, *, excluded=None, signature=None):
    return vectorize_impl(pyfunc, _vmap_fn, excluded=excluded, signature=signature)


def where(condition, x1=None, x2=None):
    condition = tf.cast(condition, "bool")
    if x1 is not None and x2 is not None:
        if not isinstance(x1, _PYTHON_NUMBERS):
            x1 = convert_to_tensor(x1)
        if not isinstance(x2, _PYTHON_NUMBERS):
            x2 = convert_to_tensor(x2)
        dtype = result_type(getattr(x1, "dtype", type(x1)), getattr(x2, "dtype", type(x2)))
        return tf.where(condition, convert_to_tensor(x1, dtype), convert_to_tensor(x2, dtype))
    if x1 is None and x2 is None:
        return nonzero(condition)
    raise ValueError("`x1` and `x2` either both should be `None` or both should have non-None value.")


@sparse.elementwise_unary
def negative(x):
    return tf.negative(x)


@sparse.elementwise_unary
def square(x):
    x = convert_to_tensor(x)
    if standardize_dtype(x.dtype) == "bool":
        x = tf.cast(x, "int32")
    return tf.square(x)


def squeeze(x, axis=None):
    x = convert_to_tensor(x)
    axis = to_tuple_or_list(axis)
    static_shape = x.shape.as_list()
    if axis is not None:
        for a in axis:
            if static_shape[a] != 1:
                raise ValueError(f"Cannot squeeze axis={a}, because the dimension is not 1.")
        axis = sorted([canonicalize_axis(a, len(static_shape)) for a in axis])
    return tf.squeeze(x, axis=axis)


def transpose(x, axes=None):
    return tf.transpose(x, perm=axes)


def var(x, axis=None, keepdims=False):
    x = convert_to_tensor(x)
    compute_dtype = result_type(x.dtype, "float32")
    result_dtype = result_type(x.dtype, float)
    x = tf.cast(x, compute_dtype)
    return tf.cast(tf.math.reduce_variance(x, axis=axis, keepdims=keepdims), result_dtype)


def sum(x, axis=None, keepdims=False):
    x = convert_to_tensor(x)
    dtype = standardize_dtype(x.dtype)
    if dtype in ("bool", "int8", "int16"):
        dtype = "int32"
    elif dtype in ("uint8", "uint16"):
        dtype = "uint32"
    return tf.reduce_sum(cast(x, dtype), axis=axis, keepdims=keepdims)


def eye(N, M=None, k=0, dtype=None):
    dtype = dtype or config.floatx()
    M = N if M is None else M
    if isinstance(k, int) and k == 0:
        return tf.eye(N, M, dtype=dtype)
    # A smaller square eye, padded into place.
    return tf.pad(
        tf.eye(tf.minimum(M - k, N + k), dtype=dtype),
        paddings=((tf.maximum(-k, 0), tf.maximum(N - M + k, 0)), (tf.maximum(k, 0), tf.maximum(M - N - k, 0))),
    )


def corrcoef(x):
    dtype = standardize_dtype(x.dtype)
    if dtype in ["bool", "int8", "int16", "int32", "uint8", "uint16", "uint32"]:
        dtype = config.floatx()
    x = convert_to_tensor(x, dtype)
    if x.shape.rank == 0:
        return tf.constant(float("nan"), dtype=config.floatx())
    mean_ = tf.reduce_mean(x, axis=-1, keepdims=True)
    x_centered = x - mean_
    num_samples = tf.cast(tf.shape(x)[-1], x.dtype)
    cov_matrix = tf.matmul(x_centered, tf.transpose(x_centered)) / (num_samples - 1)
    stddev = tf.sqrt(tf.linalg.diag_part(cov_matrix))
    outer_std = tf.tensordot(stddev, stddev, axes=0)
    correlation = cov_matrix / tf.cast(outer_std, cov_matrix.dtype)
    return tf.clip_by_value(correlation, -1.0, 1.0)


def correlate(x1, x2, mode="valid"):
    x1 = convert_to_tensor(x1)
    x2 = convert_to_tensor(x2)
    dtype = result_type(getattr(x1, "dtype", type(x1)), getattr(x2, "dtype", type(x2)))
    if dtype == "int64":
        dtype = "float64"
    elif dtype not in ["bfloat16", "float16", "float64"]:
        dtype = "float32"
    x1 = tf.cast(x1, dtype)
    x2 = tf.cast(x2, dtype)
    x1_len, x2_len = int(x1.shape[0]), int(x2.shape[0])
    if mode == "full":
        full_len = x1_len + x2_len - 1
        x1_pad = (full_len - x1_len) / 2
        x2_pad = (full_len - x2_len) / 2
        x1 = tf.pad(x1, paddings=[[math.floor(x1_pad), math.ceil(x1_pad)]])
        x2 = tf.pad(x2, paddings=[[math.floor(x2_pad), math.ceil(x2_pad)]])
        x1 = tf.reshape(x1, (1, full_len, 1))
        x2 = tf.reshape(x2, (full_len, 1, 1))
        return tf.squeeze(tf.nn.conv1d(x1, x2, stride=1, padding="SAME"))
    x1 = tf.reshape(x1, (1, x1_len, 1))
    x2 = tf.reshape(x2, (x2_len, 1, 1))
    return tf.squeeze(tf.nn.conv1d(x1, x2, stride=1, padding=mode.upper()))


def select(condlist, choicelist, default=0):
    """What Keras's `tf.experimental.numpy.select` call does (numpy_ops/np_array_ops.py select):
    `default` and the choices are promoted to NumPy's result type (Python numbers weakly typed,
    float64 allowed), then `where` runs from the last condition to the first, so the first true
    condition wins. Returns a tf.Tensor."""
    if len(condlist) != len(choicelist):
        raise ValueError(f"condlist must have length equal to choicelist ({len(condlist)} vs {len(choicelist)})")
    if not condlist:
        raise ValueError("condlist must be non-empty")
    dtype = _np_result_type([default] + list(choicelist))
    output = _np_asarray(default, dtype)
    for cond, choice in zip(condlist[::-1], choicelist[::-1]):
        output = tf.where(_np_asarray(cond, tf.bool), _np_asarray(choice, dtype), output)
    return output


# NumPy's kinds in promotion order, for Python numbers (weakly typed under NEP 50).
_NP_KIND_RANK = {"b": 0, "u": 1, "i": 1, "f": 2, "c": 3}
_NP_PYTHON_DEFAULTS = {0: tf.bool, 1: tf.int64, 2: tf.float64, 3: tf.complex128}


def _np_kind_rank_of_python(v):
    if isinstance(v, bool):
        return 0
    if isinstance(v, int):
        return 1
    return 2 if isinstance(v, float) else 3


def _np_result_type(values):
    """np_utils.result_type over tensors, NumPy arrays and Python numbers: NumPy 2's promotion
    (np.result_type), with TF's dtype as the answer."""
    import numpy as np

    strong, weak = [], []
    for v in values:
        if isinstance(v, (bool, int, float, complex)):
            weak.append(_np_kind_rank_of_python(v))
        else:
            strong.append(tf.as_dtype(v.dtype) if hasattr(v, "dtype") else tf.as_dtype(np.asarray(v).dtype))
    if not strong:
        return _NP_PYTHON_DEFAULTS[max(weak)]
    dtype = strong[0]
    for d in strong[1:]:
        if d == dtype or d == tf.bool:
            continue
        if dtype == tf.bool:
            dtype = d
        else:
            z = np.zeros((), dtype.as_numpy_dtype) + np.zeros((), d.as_numpy_dtype)
            dtype = tf.as_dtype(z.dtype)
    rank = _NP_KIND_RANK[np.dtype(dtype.as_numpy_dtype).kind]
    for w in weak:
        if w > rank:
            if w == 3 and dtype == tf.float32:
                dtype = tf.complex64
            else:
                dtype = _NP_PYTHON_DEFAULTS[w]
            rank = w
    return dtype


def _np_asarray(x, dtype):
    """np_array_ops._array_internal(x, dtype, copy=False): a tensor of `dtype` (cast if needed)."""
    if isinstance(x, (tf.Tensor, tf.Variable)):
        return x if x.dtype == dtype else tf.cast(x, dtype)
    import numpy as np

    if isinstance(x, np.ndarray) and x.dtype != dtype.as_numpy_dtype:
        return tf.cast(tf.convert_to_tensor(x), dtype)
    return tf.convert_to_tensor(x, dtype)


def slogdet(x):
    return tuple(tf.linalg.slogdet(convert_to_tensor(x)))


def argpartition(x, kth, axis=-1):
    x = convert_to_tensor(x, "int32")
    x = swapaxes(x, axis, -1)
    bottom_ind = tf.math.top_k(-x, kth + 1).indices
    n = tf.shape(x)[-1]
    mask = tf.reduce_sum(tf.one_hot(bottom_ind, n, dtype="int32"), axis=0)
    indices = tf.where(mask)
    updates = tf.squeeze(tf.zeros(tf.shape(indices)[0], dtype="int32"))
    final_mask = tf.tensor_scatter_nd_update(x, indices, updates)
    top_ind = tf.math.top_k(final_mask, tf.shape(x)[-1] - kth - 1).indices
    out = tf.concat([bottom_ind, top_ind], axis=x.ndim - 1)
    return swapaxes(out, -1, axis)


def histogram(x, bins=10, range=None):
    x = tf.convert_to_tensor(x, dtype=x.dtype)
    if range is None:
        min_val = tf.reduce_min(x)
        max_val = tf.reduce_max(x)
    else:
        min_val, max_val = range
    x = tf.boolean_mask(x, (x >= min_val) & (x <= max_val))
    bin_edges = tf.linspace(min_val, max_val, bins + 1)
    bin_edges_list = bin_edges.numpy().tolist()
    bin_indices = tf.raw_ops.Bucketize(input=x, boundaries=bin_edges_list[1:-1])
    bin_counts = tf.math.bincount(bin_indices, minlength=bins, maxlength=bins, dtype=x.dtype)
    return bin_counts, bin_edges
