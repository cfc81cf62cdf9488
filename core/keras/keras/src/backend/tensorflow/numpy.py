"""keras.ops' NumPy-style functions on the TensorFlow backend
(keras/src/backend/tensorflow/numpy.py): each promotes its inputs with Keras's result_type,
then calls the TF op."""
import tensorflow as tf

from keras.src.backend import config
from keras.src.backend.common.dtypes import result_type, standardize_dtype
from keras.src.backend.tensorflow.core import cast, convert_to_tensor


def _dtype_of(x):
    return getattr(x, "dtype", type(x))


def _promoted(x1, x2, to_float=False):
    if not isinstance(x1, (int, float)):
        x1 = convert_to_tensor(x1)
    if not isinstance(x2, (int, float)):
        x2 = convert_to_tensor(x2)
    types = [_dtype_of(x1), _dtype_of(x2)] + ([float] if to_float else [])
    dtype = result_type(*types)
    return convert_to_tensor(x1, dtype), convert_to_tensor(x2, dtype)


def _binary(tf_fn, to_float=False):
    def op(x1, x2):
        x1, x2 = _promoted(x1, x2, to_float)
        return tf_fn(x1, x2)

    return op


add = _binary(tf.add)
subtract = _binary(tf.subtract)
multiply = _binary(tf.multiply)
maximum = _binary(tf.maximum)
minimum = _binary(tf.minimum)
floor_divide = _binary(tf.math.floordiv)
mod = _binary(tf.math.floormod)
equal = _binary(tf.equal)
not_equal = _binary(tf.not_equal)
less = _binary(tf.less)
less_equal = _binary(tf.less_equal)
greater = _binary(tf.greater)
greater_equal = _binary(tf.greater_equal)
true_divide = _binary(tf.divide, to_float=True)
divide = true_divide
power = _binary(tf.pow)


def logical_and(x1, x2):
    return tf.logical_and(tf.cast(x1, "bool"), tf.cast(x2, "bool"))


def logical_or(x1, x2):
    return tf.logical_or(tf.cast(x1, "bool"), tf.cast(x2, "bool"))


def logical_xor(x1, x2):
    return tf.math.logical_xor(tf.cast(x1, "bool"), tf.cast(x2, "bool"))


def logical_not(x):
    return tf.logical_not(tf.cast(x, "bool"))


def matmul(x1, x2):
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


dot = matmul


def _float_unary(tf_fn):
    """An elementwise function that computes in a float type (ints become floatx())."""

    def op(x):
        x = convert_to_tensor(x)
        dtype = standardize_dtype(x.dtype)
        if "int" in dtype or dtype == "bool":
            x = tf.cast(x, config.floatx())
        return tf_fn(x)

    return op


sqrt = _float_unary(tf.sqrt)
exp = _float_unary(tf.exp)
log = _float_unary(tf.math.log)
log1p = _float_unary(tf.math.log1p)
tanh = _float_unary(tf.tanh)
floor = _float_unary(tf.floor)
ceil = _float_unary(tf.math.ceil)
sin = _float_unary(tf.sin)
cos = _float_unary(tf.cos)


def square(x):
    x = convert_to_tensor(x)
    if standardize_dtype(x.dtype) == "bool":
        x = tf.cast(x, "int32")
    return tf.square(x)


def absolute(x):
    return tf.abs(convert_to_tensor(x))


abs = absolute


def negative(x):
    return tf.negative(convert_to_tensor(x))


def sign(x):
    return tf.sign(convert_to_tensor(x))


def round(x, decimals=0):
    x = convert_to_tensor(x)
    if decimals == 0:
        return tf.round(x)
    factor = tf.cast(10.0 ** decimals, x.dtype)
    return tf.round(x * factor) / factor


def mean(x, axis=None, keepdims=False):
    x = convert_to_tensor(x)
    original = standardize_dtype(x.dtype)
    compute_dtype = result_type(x.dtype, "float32")
    result_dtype = compute_dtype if ("int" in original or original == "bool") else original
    return tf.cast(tf.reduce_mean(tf.cast(x, compute_dtype), axis=axis, keepdims=keepdims), result_dtype)


def sum(x, axis=None, keepdims=False):
    x = convert_to_tensor(x)
    dtype = standardize_dtype(x.dtype)
    if dtype in ("bool", "int8", "int16"):
        x = tf.cast(x, "int32")
    elif dtype in ("uint8", "uint16"):
        x = tf.cast(x, "uint32")
    return tf.reduce_sum(x, axis=axis, keepdims=keepdims)


def max(x, axis=None, keepdims=False, initial=None):
    return tf.reduce_max(convert_to_tensor(x), axis=axis, keepdims=keepdims)


def min(x, axis=None, keepdims=False, initial=None):
    return tf.reduce_min(convert_to_tensor(x), axis=axis, keepdims=keepdims)


def prod(x, axis=None, keepdims=False, dtype=None):
    return tf.reduce_prod(convert_to_tensor(x), axis=axis, keepdims=keepdims)


def var(x, axis=None, keepdims=False):
    x = convert_to_tensor(x)
    compute_dtype = result_type(x.dtype, "float32")
    return tf.math.reduce_variance(tf.cast(x, compute_dtype), axis=axis, keepdims=keepdims)


def std(x, axis=None, keepdims=False):
    x = convert_to_tensor(x)
    compute_dtype = result_type(x.dtype, "float32")
    return tf.math.reduce_std(tf.cast(x, compute_dtype), axis=axis, keepdims=keepdims)


def all(x, axis=None, keepdims=False):
    return tf.reduce_all(tf.cast(x, "bool"), axis=axis, keepdims=keepdims)


def any(x, axis=None, keepdims=False):
    return tf.reduce_any(tf.cast(x, "bool"), axis=axis, keepdims=keepdims)


def argmax(x, axis=None, keepdims=False):
    x = convert_to_tensor(x)
    if axis is None:
        x = tf.reshape(x, [-1])
        axis = 0
    out = tf.cast(tf.argmax(x, axis=axis), "int32")
    return tf.expand_dims(out, axis) if keepdims else out


def argmin(x, axis=None, keepdims=False):
    x = convert_to_tensor(x)
    if axis is None:
        x = tf.reshape(x, [-1])
        axis = 0
    out = tf.cast(tf.argmin(x, axis=axis), "int32")
    return tf.expand_dims(out, axis) if keepdims else out


def clip(x, x_min, x_max):
    x = convert_to_tensor(x)
    if standardize_dtype(x.dtype) == "bool":
        x = tf.cast(x, "int32")
    return tf.clip_by_value(x, x_min, x_max)


def where(condition, x1=None, x2=None):
    condition = tf.cast(condition, "bool")
    if x1 is not None and x2 is not None:
        x1, x2 = _promoted(x1, x2)
        return tf.where(condition, x1, x2)
    if x1 is None and x2 is None:
        return tuple(tf.unstack(tf.transpose(tf.where(condition))))
    raise ValueError("`x1` and `x2` either both should be `None` or both should have non-None value.")


def reshape(x, newshape):
    return tf.reshape(convert_to_tensor(x), newshape)


def transpose(x, axes=None):
    return tf.transpose(convert_to_tensor(x), perm=axes)


def expand_dims(x, axis):
    return tf.expand_dims(convert_to_tensor(x), axis)


def squeeze(x, axis=None):
    return tf.squeeze(convert_to_tensor(x), axis=axis)


def concatenate(xs, axis=0):
    xs = [convert_to_tensor(x) for x in xs]
    dtypes = set(standardize_dtype(x.dtype) for x in xs)
    if len(dtypes) > 1:
        dtype = result_type(*dtypes)
        xs = [tf.cast(x, dtype) for x in xs]
    return tf.concat(xs, axis=axis)


def stack(x, axis=0):
    return tf.stack([convert_to_tensor(e) for e in x], axis=axis)


def array(x, dtype=None):
    return convert_to_tensor(x, dtype=dtype)


def zeros(shape, dtype=None):
    return tf.zeros(shape, dtype=standardize_dtype(dtype))


def ones(shape, dtype=None):
    return tf.ones(shape, dtype=standardize_dtype(dtype))


def full(shape, fill_value, dtype=None):
    return tf.fill(shape, tf.cast(fill_value, standardize_dtype(dtype)))


def zeros_like(x, dtype=None):
    return tf.zeros_like(x, dtype=None if dtype is None else standardize_dtype(dtype))


def ones_like(x, dtype=None):
    return tf.ones_like(x, dtype=None if dtype is None else standardize_dtype(dtype))


def arange(start, stop=None, step=1, dtype=None):
    if stop is None:
        start, stop = 0, start
    if dtype is None:
        dtype = result_type(*(type(v) if isinstance(v, (int, float)) else v.dtype for v in (start, stop, step)))
    return tf.range(start, stop, delta=step, dtype=standardize_dtype(dtype))


def cumsum(x, axis=None, dtype=None):
    x = convert_to_tensor(x)
    if axis is None:
        x = tf.reshape(x, [-1])
        axis = 0
    return tf.math.cumsum(x, axis=axis)


def take(x, indices, axis=None):
    x = convert_to_tensor(x)
    if axis is None:
        x = tf.reshape(x, [-1])
        axis = 0
    return tf.gather(x, indices, axis=axis)


def tile(x, repeats):
    return tf.tile(convert_to_tensor(x), repeats)


def repeat(x, repeats, axis=None):
    return tf.repeat(convert_to_tensor(x), repeats, axis=axis)


def split(x, indices_or_sections, axis=0):
    return tf.split(convert_to_tensor(x), indices_or_sections, axis=axis)


def eye(N, M=None, k=0, dtype=None):
    if k != 0:
        raise NotImplementedError("tfplay: keras.ops.eye with k != 0 is not supported yet")
    return tf.eye(N, M, dtype=standardize_dtype(dtype))


def einsum(subscripts, *operands, **kwargs):
    return tf.einsum(subscripts, *operands)


def size(x):
    return tf.size(convert_to_tensor(x))


def ndim(x):
    return len(convert_to_tensor(x).shape)


def sort(x, axis=-1):
    return tf.sort(convert_to_tensor(x), axis=axis)


def flip(x, axis=None):
    x = convert_to_tensor(x)
    axes = list(range(len(x.shape))) if axis is None else [axis] if isinstance(axis, int) else axis
    return tf.reverse(x, axes)


def divide_no_nan(x1, x2):
    x1 = convert_to_tensor(x1)
    x2 = convert_to_tensor(x2)
    dtype = result_type(x1.dtype, x2.dtype, float)
    return tf.math.divide_no_nan(tf.cast(x1, dtype), tf.cast(x2, dtype))


def broadcast_to(x, shape):
    return tf.broadcast_to(convert_to_tensor(x), shape)


def pad(x, pad_width, mode="constant", constant_values=None):
    """tf.pad with `pad_width` as an int32 tensor and the mode upper-cased."""
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


def diag(x, k=0):
    """The diagonal of a matrix, or a matrix with `x` on its diagonal for a vector."""
    x = convert_to_tensor(x)
    if len(x.shape) == 1:
        return tf.cond(
            tf.equal(tf.size(x), 0),
            lambda: tf.zeros([k if k >= 0 else -k, k if k >= 0 else -k], dtype=x.dtype),
            lambda: tf.linalg.diag(x, k=k),
        )
    elif len(x.shape) == 2:
        return diagonal(x, offset=k)
    raise ValueError(f"`x` must be 1d or 2d. Received: x.shape={x.shape}")


def diagonal(x, offset=0, axis1=0, axis2=1):
    """tf.linalg.diag_part over the last two axes; other offsets and axes are not supported."""
    x = convert_to_tensor(x)
    x_rank = len(x.shape)
    if offset == 0 and (axis1 == x_rank - 2 or axis1 == -2) and (axis2 == x_rank - 1 or axis2 == -1):
        return tf.linalg.diag_part(x)
    raise NotImplementedError("tfplay: keras.ops.diagonal with an offset or other axes is not supported yet")
