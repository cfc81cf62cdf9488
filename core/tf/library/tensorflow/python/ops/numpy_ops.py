"""tf.experimental.numpy: NumPy functions computed with TensorFlow ops (TF 2.20's
tensorflow/python/ops/numpy_ops/np_array_ops.py, np_math_ops.py, np_utils.py, np_dtypes.py).

The results are tf.Tensors (tnp.ndarray is tf.Tensor). Dtypes follow NumPy's result_type with
TF's defaults: float64 allowed, no float32 preference, so Python floats give float64 and
Python ints int64. experimental_enable_numpy_behavior (NumPy methods and promotion on every
tf.Tensor) is not emulated; the names not defined here raise NotImplementedError naming them.
"""
import numbers

import numpy as np
import tensorflow as tf

_py_min = min  # the builtins, before this module's min and max (amin, amax) hide them
_py_max = max

# np_dtypes.py re-exports NumPy's scalar types.
bool_ = np.bool_
complex64 = np.complex64
complex128 = np.complex128
float16 = np.float16
float32 = np.float32
float64 = np.float64
int8 = np.int8
int16 = np.int16
int32 = np.int32
int64 = np.int64
uint8 = np.uint8
object_ = np.object_
inexact = np.inexact
iinfo = np.iinfo
issubdtype = np.issubdtype
inf = np.inf
nan = np.nan
pi = np.pi
e = np.e
newaxis = None
ndarray = tf.Tensor


def _default_float_type():
    return float32 if _prefer_float32 else float64


def _to_numpy_type(dtype):
    if isinstance(dtype, tf.DType):
        return np.dtype(dtype.as_numpy_dtype)
    return np.dtype(dtype)


def _tf_dtype(dtype):
    return tf.as_dtype(np.dtype(dtype).name if not isinstance(dtype, tf.DType) else dtype)


def _is_tensor(x):
    return isinstance(x, tf.Tensor) or isinstance(x, tf.Variable)


def _flatten(values):
    out = []
    for v in values:
        if isinstance(v, (list, tuple)):
            out.extend(_flatten(v))
        else:
            out.append(v)
    return out


def _maybe_get_dtype(x):
    # np_utils._maybe_get_dtype: Python numbers stay values (weak types for NumPy), tensors
    # and DTypes give their NumPy dtype, NumPy arrays stay arrays.
    if isinstance(x, numbers.Real):
        return x
    # tensor_util.is_tf_type: any tf.__internal__.types.Tensor (a Keras Variable too, whose
    # __array__ would need eager execution) gives its dtype.
    if _is_tensor(x) or isinstance(x, (tf.__internal__.types.Tensor, tf.IndexedSlices)):
        return _to_numpy_type(x.dtype)
    if isinstance(x, tf.DType):
        return np.dtype(x.as_numpy_dtype)
    return x


def _np_result_type(*arrays_and_dtypes):
    # np_utils.result_type as a NumPy dtype (np_dtypes._result_type's np.result_type).
    values = [_prefer_float(_maybe_get_dtype(x)) for x in _flatten(arrays_and_dtypes)]
    if not values:
        values = [np.asarray([])]
    return np.result_type(*values)


def _prefer_float(x):
    # np_dtypes._result_type's preprocess_float: with prefer_float32, Python floats are float32.
    if _prefer_float32:
        if isinstance(x, float):
            return np.float32(x)
        if isinstance(x, complex):
            return np.complex64(x)
    return x


def result_type(*arrays_and_dtypes):
    # The public function returns a tf.DType (np_dtypes._result_type's dtypes.as_dtype).
    return _tf_dtype(_np_result_type(*arrays_and_dtypes))


def _result_type_unary(a, dtype):
    if dtype:
        return _np_result_type(dtype)
    if isinstance(a, str):
        return np.dtype(np.str_)
    if isinstance(a, bytes):
        return np.dtype(np.bytes_)
    return _np_result_type(a)


def promote_types(type1, type2):
    return np.promote_types(_to_numpy_type(type1), _to_numpy_type(type2))


def finfo(dtype):
    return np.finfo(_to_numpy_type(dtype))


def _array_internal(val, dtype=None, copy=True, ndmin=0):
    result_t = val
    if not _is_tensor(result_t):
        dtype = _result_type_unary(result_t, dtype)
        if isinstance(result_t, (list, tuple)) or isinstance(result_t, numbers.Number):
            result_t = np.asarray(result_t, dtype=dtype)
        result_t = tf.cast(tf.convert_to_tensor(result_t), _tf_dtype(dtype))
    elif dtype:
        result_t = tf.cast(result_t, _tf_dtype(dtype))
    if isinstance(result_t, tf.Variable):
        result_t = tf.convert_to_tensor(result_t)
    if copy:
        result_t = tf.identity(result_t)
    if ndmin > 32:
        raise ValueError(f'ndmin bigger than allowable number of dimensions: 32.')
    if ndmin > len(result_t.shape):
        result_t = tf.reshape(result_t, [1] * (ndmin - len(result_t.shape)) + result_t.shape.as_list())
    return result_t


def array(val, dtype=None, copy=True, ndmin=0):
    if dtype:
        dtype = _np_result_type(dtype)
    return _array_internal(val, dtype, copy, ndmin)


def asarray(a, dtype=None):
    if dtype:
        dtype = _np_result_type(dtype)
    if isinstance(a, tf.Tensor) and (not dtype or dtype == _to_numpy_type(a.dtype)):
        return a
    return array(a, dtype, copy=False)


def asanyarray(a, dtype=None):
    return asarray(a, dtype)


def copy(a):
    return array(a, copy=True)


def empty(shape, dtype=float):
    return zeros(shape, dtype)


def zeros(shape, dtype=float):
    dtype = _np_result_type(dtype) if dtype else _default_float_type()
    return tf.zeros(shape, dtype=_tf_dtype(dtype))


def ones(shape, dtype=float):
    # Unlike zeros, a falsy dtype is left to tf.ones (float32).
    return tf.ones(shape, dtype=_tf_dtype(_np_result_type(dtype)) if dtype else tf.float32)


def zeros_like(a, dtype=None):
    return tf.zeros_like(a, _tf_dtype(_result_type_unary(a, dtype)))


def ones_like(a, dtype=None):
    return tf.ones_like(a, _tf_dtype(_result_type_unary(a, dtype)))


def empty_like(a, dtype=None):
    return zeros_like(a, dtype)


def eye(N, M=None, k=0, dtype=float):
    dtype = _tf_dtype(_np_result_type(dtype)) if dtype else tf.float32
    if M is None:
        M = N
    N, M, k = int(N), int(M), int(k)
    if k >= M or -k >= N:
        return tf.zeros([N, M], dtype=dtype)
    if k == 0:
        return tf.eye(N, M, dtype=dtype)
    diag_len = _py_min(N, M)
    if k > 0:
        if N >= M:
            diag_len -= k
        elif N + k > M:
            diag_len = M - k
    else:
        if M >= N:
            diag_len += k
        elif M - k > N:
            diag_len = N + k
    return tf.linalg.diag(tf.ones([diag_len], dtype=dtype), num_rows=N, num_cols=M, k=k)


def identity(n, dtype=float):
    return eye(N=n, M=n, dtype=dtype)


def full(shape, fill_value, dtype=None):
    if not isinstance(shape, tf.Tensor):
        shape = tf.convert_to_tensor(shape, dtype_hint=tf.int32)
    shape = tf.reshape(shape, [-1])
    return tf.broadcast_to(asarray(fill_value, dtype=dtype), shape)


def full_like(a, fill_value, dtype=None):
    a = asarray(a)
    dtype = dtype or _np_result_type(a)
    return tf.broadcast_to(asarray(fill_value, dtype=dtype), tf.shape(a))


def arange(start, stop=None, step=1, dtype=None):
    if not step:
        raise ValueError('step must be non-zero.')
    if dtype:
        dtype = _np_result_type(dtype)
    elif stop is None:
        dtype = _np_result_type(start, step)
    else:
        dtype = _np_result_type(start, step, stop)
    if step > 0 and ((stop is not None and start > stop) or (stop is None and start < 0)):
        return array([], dtype=dtype)
    if step < 0 and ((stop is not None and start < stop) or (stop is None and start > 0)):
        return array([], dtype=dtype)
    return tf.cast(tf.range(start, limit=stop, delta=step), dtype=_tf_dtype(dtype))


def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=float, axis=0):
    dtype = _np_result_type(dtype) if dtype else None
    start = array(start, dtype=dtype)
    stop = array(stop, dtype=dtype)
    if num < 0:
        raise ValueError('Number of samples {} must be non-negative.'.format(num))
    step = tf.convert_to_tensor(np.nan)
    if endpoint:
        result = tf.linspace(start, stop, num, axis=axis)
        if num > 1:
            step = (stop - start) / (num - 1)
    else:
        if num > 0:
            step = (stop - start) / num
        if num > 1:
            new_stop = tf.cast(stop, step.dtype) - step
            start = tf.cast(start, new_stop.dtype)
            result = tf.linspace(start, new_stop, num, axis=axis)
        else:
            result = tf.linspace(start, stop, num, axis=axis)
    if dtype:
        if np.issubdtype(dtype, np.integer):
            result = tf.math.floor(result)
        result = tf.cast(result, _tf_dtype(dtype))
    if retstep:
        return (result, step)
    return result


def _promote_dtype(*arrays):
    dtype = _np_result_type(*arrays)
    return [a if isinstance(a, tf.Tensor) and dtype == _to_numpy_type(a.dtype)
            else _array_internal(a, dtype=dtype, copy=False) for a in arrays]


def _promote_dtype_binary(t1, t2):
    try:
        dtype = np.result_type(_prefer_float(_maybe_get_dtype(t1)), _prefer_float(_maybe_get_dtype(t2)))
    except (ValueError, TypeError):
        dtype = _np_result_type(t1, t2)
    if not (isinstance(t1, tf.Tensor) and dtype == _to_numpy_type(t1.dtype)):
        t1 = _array_internal(t1, dtype=dtype, copy=False)
    if not (isinstance(t2, tf.Tensor) and dtype == _to_numpy_type(t2.dtype)):
        t2 = _array_internal(t2, dtype=dtype, copy=False)
    return t1, t2


def _bin_op(tf_fun, a, b, promote=True):
    if promote:
        a, b = _promote_dtype_binary(a, b)
    else:
        a = array(a)
        b = array(b)
    return tf_fun(a, b)


def add(x1, x2):
    def add_or_or(x1, x2):
        if x1.dtype == tf.bool:
            return tf.logical_or(x1, x2)
        return tf.add(x1, x2)
    return _bin_op(add_or_or, x1, x2)


def subtract(x1, x2):
    return _bin_op(tf.subtract, x1, x2)


def multiply(x1, x2):
    def mul_or_and(x1, x2):
        if x1.dtype == tf.bool:
            return tf.logical_and(x1, x2)
        return tf.multiply(x1, x2)
    return _bin_op(mul_or_and, x1, x2)


def true_divide(x1, x2):
    def f(x1, x2):
        if x1.dtype == tf.bool:
            x1 = tf.cast(x1, tf.float64)
            x2 = tf.cast(x2, tf.float64)
        if x1.dtype == x2.dtype and x1.dtype in (tf.int32, tf.int64):
            x1 = tf.cast(x1, tf.float64)
            x2 = tf.cast(x2, tf.float64)
        return tf.math.truediv(x1, x2)
    return _bin_op(f, x1, x2)


divide = true_divide


def _bool_as_int8(tf_fun):
    def f(x1, x2):
        if x1.dtype == tf.bool:
            x1 = tf.cast(x1, tf.int8)
            x2 = tf.cast(x2, tf.int8)
        return tf_fun(x1, x2)
    return f


def floor_divide(x1, x2):
    return _bin_op(_bool_as_int8(tf.math.floordiv), x1, x2)


def mod(x1, x2):
    return _bin_op(_bool_as_int8(tf.math.floormod), x1, x2)


remainder = mod


def power(x1, x2):
    return _bin_op(tf.math.pow, x1, x2)


def maximum(x1, x2):
    def max_or_or(x1, x2):
        if x1.dtype == tf.bool:
            return tf.logical_or(x1, x2)
        return tf.math.maximum(x1, x2)
    return _bin_op(max_or_or, x1, x2)


def minimum(x1, x2):
    def min_or_and(x1, x2):
        if x1.dtype == tf.bool:
            return tf.logical_and(x1, x2)
        return tf.math.minimum(x1, x2)
    return _bin_op(min_or_and, x1, x2)


def _comparison(tf_fun):
    def f(x1, x2):
        return _bin_op(tf_fun, x1, x2)
    return f


equal = _comparison(tf.math.equal)
not_equal = _comparison(tf.math.not_equal)
greater = _comparison(tf.math.greater)
greater_equal = _comparison(tf.math.greater_equal)
less = _comparison(tf.math.less)
less_equal = _comparison(tf.math.less_equal)


def dot(a, b):
    def f(a, b):
        if len(a.shape) == 0 or len(b.shape) == 0:
            return a * b
        if len(b.shape) == 1:
            return tf.tensordot(a, b, axes=[[-1], [-1]])
        return tf.tensordot(a, b, axes=[[-1], [-2]])
    return _bin_op(f, a, b)


def matmul(x1, x2):
    def f(x1, x2):
        try:
            if len(x1.shape) == 2 and len(x2.shape) == 2:
                return tf.matmul(x1, x2)
            if len(x2.shape) == 1:
                return tf.tensordot(x1, x2, axes=1)
            if len(x1.shape) == 1:
                return tf.tensordot(x1, x2, axes=[[0], [-2]])
            return tf.matmul(x1, x2)
        except tf.errors.InvalidArgumentError as err:
            raise ValueError(str(err))
    return _bin_op(f, x1, x2)


def _scalar(tf_fn, x, promote_to_float=False):
    x = asarray(x)
    if promote_to_float and not np.issubdtype(_to_numpy_type(x.dtype), np.inexact):
        x = tf.cast(x, _tf_dtype(_default_float_type()))
    return tf_fn(x)


def _unary(tf_fn, promote_to_float):
    def f(x):
        return _scalar(tf_fn, x, promote_to_float)
    return f


sqrt = _unary(tf.math.sqrt, True)
exp = _unary(tf.math.exp, True)
log = _unary(tf.math.log, True)
log1p = _unary(tf.math.log1p, True)
expm1 = _unary(tf.math.expm1, True)
sin = _unary(tf.math.sin, True)
cos = _unary(tf.math.cos, True)
tan = _unary(tf.math.tan, True)
tanh = _unary(tf.math.tanh, True)
sinh = _unary(tf.math.sinh, True)
cosh = _unary(tf.math.cosh, True)
arcsin = _unary(tf.math.asin, True)
arccos = _unary(tf.math.acos, True)
arctan = _unary(tf.math.atan, True)
abs = _unary(tf.math.abs, False)
absolute = abs
square = _unary(tf.math.square, False)
negative = _unary(tf.math.negative, False)
reciprocal = _unary(tf.math.reciprocal, False)
floor = _unary(tf.math.floor, True)
ceil = _unary(tf.math.ceil, True)


_TO_INT_ = 0
_TO_FLOAT = 1


def _reduce(tf_fn, a, axis=None, dtype=None, keepdims=None, promote_int=_TO_INT_, tf_bool_fn=None,
            preserve_bool=False):
    if dtype:
        dtype = _np_result_type(dtype)
    if keepdims is None:
        keepdims = False
    a = asarray(a, dtype=dtype)
    if (dtype == np.bool_ or preserve_bool and a.dtype == tf.bool) and tf_bool_fn is not None:
        return tf_bool_fn(input_tensor=a, axis=axis, keepdims=keepdims)
    if dtype is None:
        dtype = _to_numpy_type(a.dtype)
        if np.issubdtype(dtype, np.integer) or dtype == np.bool_:
            if promote_int == _TO_INT_:
                if dtype == np.bool_:
                    is_signed, width = True, 8
                else:
                    is_signed, width = np.issubdtype(dtype, np.signedinteger), np.iinfo(dtype).bits
                if width < 64:
                    a = tf.cast(a, tf.int64 if is_signed else tf.uint64)
            elif promote_int == _TO_FLOAT:
                a = tf.cast(a, _tf_dtype(_default_float_type()))
    return tf_fn(input_tensor=a, axis=axis, keepdims=keepdims)


def sum(a, axis=None, dtype=None, keepdims=None):
    return _reduce(tf.math.reduce_sum, a, axis=axis, dtype=dtype, keepdims=keepdims,
                   tf_bool_fn=tf.math.reduce_any)


def prod(a, axis=None, dtype=None, keepdims=None):
    return _reduce(tf.math.reduce_prod, a, axis=axis, dtype=dtype, keepdims=keepdims,
                   tf_bool_fn=tf.math.reduce_all)


def mean(a, axis=None, dtype=None, out=None, keepdims=None):
    if out is not None:
        raise ValueError('Setting out is not supported.')
    return _reduce(tf.math.reduce_mean, a, axis=axis, dtype=dtype, keepdims=keepdims, promote_int=_TO_FLOAT)


def amax(a, axis=None, out=None, keepdims=None):
    if out is not None:
        raise ValueError('Setting out is not supported.')
    return _reduce(tf.math.reduce_max, a, axis=axis, dtype=None, keepdims=keepdims, promote_int=None,
                   tf_bool_fn=tf.math.reduce_any, preserve_bool=True)


def amin(a, axis=None, out=None, keepdims=None):
    if out is not None:
        raise ValueError('Setting out is not supported.')
    return _reduce(tf.math.reduce_min, a, axis=axis, dtype=None, keepdims=keepdims, promote_int=None,
                   tf_bool_fn=tf.math.reduce_all, preserve_bool=True)


max = amax
min = amin


def std(a, axis=None, keepdims=None):
    return _reduce(tf.math.reduce_std, a, axis=axis, dtype=None, keepdims=keepdims, promote_int=_TO_FLOAT)


def var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=None):
    if out is not None:
        raise ValueError('Setting out is not supported.')
    if ddof != 0:
        raise NotImplementedError('tfplay does not implement tf.experimental.numpy.var with ddof yet')
    working_dtype = _np_result_type(a, dtype) if dtype else None
    result = _reduce(tf.math.reduce_variance, a, axis=axis, dtype=working_dtype, keepdims=keepdims,
                     promote_int=_TO_FLOAT)
    if dtype:
        result = tf.cast(result, _tf_dtype(_np_result_type(dtype)))
    return result


def all(a, axis=None, keepdims=None):
    return tf.math.reduce_all(asarray(a, dtype=bool), axis=axis, keepdims=bool(keepdims))


def any(a, axis=None, keepdims=None):
    return tf.math.reduce_any(asarray(a, dtype=bool), axis=axis, keepdims=bool(keepdims))


def _argminmax(fn, a, axis=None):
    a = asarray(a)
    if axis is None:
        a = ravel(a)
        axis = 0
    return fn(input=a, axis=axis)


def argmax(a, axis=None):
    return _argminmax(tf.math.argmax, a, axis)


def argmin(a, axis=None):
    return _argminmax(tf.math.argmin, a, axis)


def _maybe_promote_to_int(a):
    if a.dtype.is_integer:
        a_numpy_dtype = _to_numpy_type(a.dtype)
        output_type = np.promote_types(a_numpy_dtype, int)
        if output_type != a_numpy_dtype:
            a = asarray(a, dtype=output_type)
    return a


def _cumulative(op, a, axis, dtype):
    # np_math_ops.cumsum and cumprod: ints widened to the default int, None flattens.
    a = asarray(a, dtype=dtype)
    if dtype is None:
        a = _maybe_promote_to_int(a)
    if axis is None:
        a = ravel(a)
        axis = 0
    elif axis < 0:
        axis += len(a.shape)
    return op(a, axis)


def cumsum(a, axis=None, dtype=None):
    return _cumulative(tf.math.cumsum, a, axis, dtype)


def cumprod(a, axis=None, dtype=None):
    return _cumulative(tf.math.cumprod, a, axis, dtype)


def ravel(a):
    return tf.reshape(asarray(a), [-1])


def reshape(a, newshape, order='C'):
    if order not in {'C', 'F'}:
        raise ValueError('Unsupported order argument {}'.format(order))
    a = asarray(a)
    if isinstance(newshape, int):
        newshape = [newshape]
    if order == 'F':
        return tf.transpose(tf.reshape(tf.transpose(a), newshape[::-1]))
    return tf.reshape(a, newshape)


def expand_dims(a, axis):
    return tf.expand_dims(asarray(a), axis=axis)


def squeeze(a, axis=None):
    return tf.squeeze(asarray(a), axis)


def transpose(a, axes=None):
    a = asarray(a)
    if axes is not None:
        axes = asarray(axes)
    return tf.transpose(a=a, perm=axes)


def swapaxes(a, axis1, axis2):
    a = asarray(a)
    rank = len(a.shape)
    axis1 = axis1 + rank if axis1 < 0 else axis1
    axis2 = axis2 + rank if axis2 < 0 else axis2
    perm = list(range(rank))
    perm[axis1], perm[axis2] = perm[axis2], perm[axis1]
    return tf.transpose(a, perm)


def concatenate(arys, axis=0):
    if not isinstance(arys, (list, tuple)):
        arys = [arys]
    if not arys:
        raise ValueError('Need at least one array to concatenate.')
    dtype = _np_result_type(*arys)
    return tf.concat([array(a, dtype=dtype) for a in arys], axis)


def stack(arrays, axis=0):
    if isinstance(arrays, tf.Tensor):
        arrays = asarray(arrays)
        if axis == 0:
            return arrays
        return swapaxes(arrays, 0, axis)
    arrays = _promote_dtype(*arrays)
    return tf.stack(arrays, axis)


def where(condition, x=None, y=None):
    condition = asarray(condition, dtype=np.bool_)
    if x is None and y is None:
        raise NotImplementedError('tfplay does not implement tf.experimental.numpy.where with one argument yet')
    if x is not None and y is not None:
        x, y = _promote_dtype(x, y)
        return tf.where(condition, x, y)
    raise ValueError('Both x and y must be ndarrays, or both must be None.')


def clip(a, a_min, a_max):
    if a_min is None and a_max is None:
        raise ValueError('Not more than one of `a_min` and `a_max` may be `None`.')
    if a_min is None:
        return minimum(a, a_max)
    if a_max is None:
        return maximum(a, a_min)
    a, a_min, a_max = _promote_dtype(a, a_min, a_max)
    shape = tf.broadcast_dynamic_shape(tf.broadcast_dynamic_shape(tf.shape(a), tf.shape(a_min)), tf.shape(a_max))
    return tf.clip_by_value(tf.broadcast_to(a, shape), tf.broadcast_to(a_min, shape), tf.broadcast_to(a_max, shape))


def around(a, decimals=0):
    a = asarray(a)
    dtype = _to_numpy_type(a.dtype)
    factor = 10.0 ** decimals
    if np.issubdtype(dtype, np.inexact):
        factor = tf.cast(factor, a.dtype)
    else:
        a = tf.cast(a, tf.float64)
        factor = tf.cast(factor, tf.float64)
    a = tf.math.divide(tf.math.round(tf.math.multiply(a, factor)), factor)
    return tf.cast(a, _tf_dtype(dtype))


round = around


def shape(a):
    return asarray(a).shape


def ndim(a):
    return len(asarray(a).shape)


def size(x, axis=None):
    if axis is not None:
        raise NotImplementedError('axis argument is not supported in the current `np.size` implementation')
    if isinstance(x, (int, float, np.int32, np.int64, np.float32, np.float64)):
        return 1
    x = asarray(x)
    return int(np.prod(x.shape.as_list(), dtype=int))


def isscalar(num):
    if isinstance(num, tf.Tensor):
        return len(num.shape) == 0
    return np.isscalar(num)


_numpy_behavior = False  # experimental_enable_numpy_behavior ran in this run
_prefer_float32 = False  # np_dtypes.is_prefer_float32()


def experimental_enable_numpy_behavior(prefer_float32=False, dtype_conversion_mode='legacy'):
    # np_config.enable_numpy_behavior: legacy NumPy-style promotion for the tf.Tensor operators
    # (math_ops.maybe_promote_tensors), the NumPy methods on tf.Tensor, NumPy-style slicing and
    # the float32 preference for Python floats.
    global _numpy_behavior, _prefer_float32
    if dtype_conversion_mode != 'legacy':
        raise NotImplementedError(
            'tfplay does not implement tf.experimental.numpy.experimental_enable_numpy_behavior with '
            f"dtype_conversion_mode={dtype_conversion_mode!r} yet (only 'legacy')")
    _numpy_behavior = True
    _prefer_float32 = bool(prefer_float32)
    _mark_numpy_behavior()


def _operand_dtype(x):
    # math_ops._maybe_get_dtype.
    if isinstance(x, numbers.Real):
        return x
    # tensor_util.is_tf_type: any tf.__internal__.types.Tensor (a Keras Variable too, whose
    # __array__ would need eager execution) gives its dtype.
    if _is_tensor(x) or isinstance(x, (tf.__internal__.types.Tensor, tf.IndexedSlices)):
        return _to_numpy_type(x.dtype)
    if isinstance(x, tf.DType):
        return np.dtype(x.as_numpy_dtype)
    if isinstance(x, tf.TensorShape):
        return np.int32
    if isinstance(x, (list, tuple)):
        raise ValueError(f'Cannot determine dtype.  Got sequence {x}.')
    return x


def _promote_operands(x, y):
    # math_ops.maybe_promote_tensors under NumPy-style (legacy) promotion.
    dtype = _tf_dtype(_np_result_type(_operand_dtype(x), _operand_dtype(y)))

    def promote(v):
        if isinstance(v, tf.Tensor):
            return tf.cast(v, dtype)
        return tf.convert_to_tensor(v, dtype)

    return promote(x), promote(y)


def flatten(a, order='C'):
    if order not in ['C', 'F']:
        raise ValueError('Unsupported order argument {}'.format(order))
    a = asarray(a)
    if order == 'F':
        return tf.reshape(tf.transpose(a), [-1])
    return tf.reshape(a, [-1])


def _reshape_method_wrapper(a, *newshape, **kwargs):
    order = kwargs.pop('order', 'C')
    if kwargs:
        raise ValueError('Unsupported arguments: {}'.format(kwargs.keys()))
    if len(newshape) == 1 and not isinstance(newshape[0], int):
        newshape = newshape[0]
    return reshape(a, newshape, order=order)


def _tensor_attribute(self, name):
    # np_math_ops._enable_numpy_methods: properties give values, methods are bound to self.
    if name == 'T':
        return transpose(self)
    if name == 'size':
        if not self.shape.is_fully_defined():
            return None
        return np.prod(self.shape.as_list())
    if name == 'data':
        return self
    if name == 'tolist':
        def tolist():
            try:
                value = self.numpy()
            except Exception:
                raise ValueError('Symbolic Tensors do not support the tolist API.')
            return value.tolist()
        return tolist
    methods = {'transpose': transpose, 'flatten': flatten, 'reshape': _reshape_method_wrapper, 'ravel': ravel,
               'clip': clip, 'astype': tf.cast, 'max': amax, 'mean': mean, 'min': amin}
    method = methods.get(name)
    if method is None:
        return None

    def bound(*args, **kwargs):
        return method(self, *args, **kwargs)
    bound.__name__ = name
    return bound


def tensordot(a, b, axes=2):
    return _bin_op(lambda a, b: tf.tensordot(a, b, axes=axes), a, b)


def outer(a, b):
    return _bin_op(lambda a, b: tf.reshape(a, [-1, 1]) * tf.reshape(b, [-1]), a, b)


def atleast_1d(*arys):
    result = [a if len(a.shape) >= 1 else tf.reshape(a, [1]) for a in [asarray(x) for x in arys]]
    return result[0] if len(result) == 1 else result


def atleast_2d(*arys):
    result = []
    for a in [asarray(x) for x in arys]:
        rank = len(a.shape)
        result.append(a if rank >= 2 else tf.reshape(a, [1] * (2 - rank) + a.shape.as_list()))
    return result[0] if len(result) == 1 else result


def vstack(tup):
    arrays = _promote_dtype(*[atleast_2d(a) for a in tup])
    return tf.concat(arrays, axis=0)


def hstack(tup):
    arrays = _promote_dtype(*[atleast_1d(a) for a in tup])
    return tf.concat(arrays, axis=0 if len(arrays[0].shape) == 1 else 1)


def tile(a, reps):
    a = array(a)
    reps = tf.reshape(array(reps, dtype=np.int32), [-1])
    a_rank = len(a.shape)
    reps_size = int(reps.shape[0])
    reps = tf.pad(reps, [[_py_max(a_rank - reps_size, 0), 0]], constant_values=1)
    a_shape = tf.pad(tf.shape(a), [[_py_max(reps_size - a_rank, 0), 0]], constant_values=1)
    return tf.tile(tf.reshape(a, a_shape), reps)


def flip(m, axis=None):
    m = asarray(m)
    if axis is None:
        return tf.reverse(m, tf.range(len(m.shape)))
    if axis < 0:
        axis += len(m.shape)
    return tf.reverse(m, [axis])


def fliplr(m):
    return flip(m, 1)


def flipud(m):
    return flip(m, 0)


def _logical_binary_op(tf_fun, x1, x2):
    return tf_fun(array(x1, dtype=np.bool_), array(x2, dtype=np.bool_))


def logical_and(x1, x2):
    return _logical_binary_op(tf.math.logical_and, x1, x2)


def logical_or(x1, x2):
    return _logical_binary_op(tf.math.logical_or, x1, x2)


def logical_xor(x1, x2):
    return _logical_binary_op(tf.math.logical_xor, x1, x2)


def logical_not(x):
    return tf.math.logical_not(array(x, dtype=np.bool_))


def sort(a, axis=-1, kind='quicksort', order=None):
    if kind != 'quicksort':
        raise ValueError('Invalid value for argument `kind`. Only kind="quicksort" is supported. '
                         f'Received: kind={kind}')
    if order is not None:
        raise ValueError('The `order` argument is not supported. Pass order=None')
    a = array(a)
    if axis is None:
        return tf.sort(tf.reshape(a, [-1]), 0)
    return tf.sort(a, axis)


def argsort(a, axis=-1, kind='quicksort', order=None):
    # The indices come back as np.intp (int64), as NumPy's do.
    if kind not in ('quicksort', 'stable'):
        raise ValueError('Invalid value for argument `kind`. Only kind="quicksort" and kind="stable" are '
                         f'supported. Received: kind={kind}')
    if order is not None:
        raise ValueError('The `order` argument is not supported. Pass order=None')
    stable = kind == 'stable'
    a = array(a)
    if len(a.shape) == 0:
        result = tf.constant([0])
    else:
        if axis is None:
            a = tf.reshape(a, [-1])
            axis = 0
        result = tf.argsort(a, axis, stable=stable)
    return array(result, dtype=np.int64)


def isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    def f(a, b):
        dtype = a.dtype
        if np.issubdtype(_to_numpy_type(dtype), np.inexact):
            rtol_ = tf.convert_to_tensor(rtol, dtype.real_dtype)
            atol_ = tf.convert_to_tensor(atol, dtype.real_dtype)
            result = tf.math.abs(a - b) <= atol_ + rtol_ * tf.math.abs(b)
            if equal_nan:
                result = result | (tf.math.is_nan(a) & tf.math.is_nan(b))
            return result
        return a == b
    return _bin_op(f, a, b)


def allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    return all(isclose(a, b, rtol=rtol, atol=atol, equal_nan=equal_nan))


def _make_random_module():
    # tf.experimental.numpy.random (np_random.py): TF's stateful random ops under the global
    # seed that random.seed sets with tf.random.set_seed; floats are float64 (result_type(float)).
    import types
    m = types.ModuleType('tensorflow.experimental.numpy.random')

    def seed(s):
        try:
            s = int(s)
        except TypeError:
            raise ValueError(f'Argument `s` got an invalid value {s}. Only integers are supported.')
        tf.random.set_seed(s)

    def standard_normal(size=None):
        if size is None:
            size = ()
        elif isscalar(size):
            size = (size,)
        return tf.random.normal(size, dtype=_tf_dtype(_default_float_type()))

    def randn(*args):
        return standard_normal(size=args)

    def uniform(low=0.0, high=1.0, size=None):
        dtype = _tf_dtype(_default_float_type())
        low = asarray(low, dtype=dtype)
        high = asarray(high, dtype=dtype)
        if size is None:
            size = tf.broadcast_dynamic_shape(tf.shape(low), tf.shape(high))
        return tf.random.uniform(shape=size, minval=low, maxval=high, dtype=dtype)

    def random(size=None):
        return uniform(0., 1., size)

    def rand(*size):
        return uniform(0., 1., size)

    def randint(low, high=None, size=None, dtype=np.int64):
        low = int(low)
        if high is None:
            high = low
            low = 0
        if size is None:
            size = ()
        elif isinstance(size, int):
            size = (size,)
        dtype_orig = dtype
        dtype = _np_result_type(dtype)
        accepted_dtypes = (np.int32, np.int64)
        if dtype not in accepted_dtypes:
            raise ValueError(f'Argument `dtype` got an invalid value {dtype_orig}. Only those '
                             f'convertible to {accepted_dtypes} are supported.')
        return tf.random.uniform(shape=size, minval=low, maxval=high, dtype=_tf_dtype(dtype))

    for f in (seed, standard_normal, randn, uniform, random, rand, randint):
        setattr(m, f.__name__, f)
    return m


random = _make_random_module()


def einsum(subscripts, *operands, **kwargs):
    casting = kwargs.get('casting', 'safe')
    optimize = kwargs.get('optimize', False)
    if casting == 'safe':
        operands = _promote_dtype(*operands)
    elif casting == 'no':
        operands = [asarray(x) for x in operands]
    else:
        raise ValueError('Invalid value for argument `casting`. '
                         f'Expected casting="safe" or casting="no". Received: casting={casting}')
    if not optimize or optimize == True or optimize == 'greedy':
        tf_optimize = 'greedy'
    elif optimize == 'optimal':
        tf_optimize = 'optimal'
    else:
        raise ValueError('Invalid value for argument `optimize`. Expected one of {True, "greedy", "optimal"}. '
                         f'Received: optimize={optimize}')
    return tf.einsum(subscripts, *operands, optimize=tf_optimize)


def append(arr, values, axis=None):
    if axis is None:
        return concatenate([ravel(arr), ravel(values)], 0)
    return concatenate([arr, values], axis=axis)


def count_nonzero(a, axis=None):
    return tf.math.count_nonzero(array(a), axis)


def meshgrid(*xi, **kwargs):
    sparse = kwargs.get('sparse', False)
    if sparse:
        raise ValueError(f'Function `meshgrid` does not support returning sparse arrays yet. Received: sparse={sparse}')
    copy = kwargs.get('copy', True)
    if not copy:
        raise ValueError(f'Function `meshgrid` only supports copy=True. Received: copy={copy}')
    indexing = kwargs.get('indexing', 'xy')
    return tf.meshgrid(*[asarray(arg) for arg in xi], indexing=indexing)
