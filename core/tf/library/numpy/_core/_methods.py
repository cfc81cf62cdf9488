# The keyword arguments of NumPy's ufuncs (out=, where=, dtype=) and reductions (where=,
# initial=, dtype=, out=), for tfplay: its native ufuncs and reductions compute the plain call,
# and a call that passes one of these keywords comes here (core/tf/numpy_module.cpp), so that
# they are honoured as NumPy honours them (numpy/_core/_methods.py, the ufunc machinery) instead
# of being ignored. Loaded on first use.
import numpy as np

_NO_VALUE = object()

# The parameters of each reduction, in order; the rest are keyword-only.
_REDUCTIONS = {
    'sum': (('a', 'axis', 'dtype', 'out', 'keepdims', 'initial', 'where'), ()),
    'prod': (('a', 'axis', 'dtype', 'out', 'keepdims', 'initial', 'where'), ()),
    'mean': (('a', 'axis', 'dtype', 'out', 'keepdims'), ('where',)),
    'max': (('a', 'axis', 'out', 'keepdims', 'initial', 'where'), ()),
    'min': (('a', 'axis', 'out', 'keepdims', 'initial', 'where'), ()),
    'any': (('a', 'axis', 'out', 'keepdims'), ('where',)),
    'all': (('a', 'axis', 'out', 'keepdims'), ('where',)),
    'argmax': (('a', 'axis', 'out'), ('keepdims',)),
    'argmin': (('a', 'axis', 'out'), ('keepdims',)),
}
_ALIASES = {'amax': 'max', 'amin': 'min'}
_IDENTITY = {'sum': 0, 'prod': 1, 'any': False, 'all': True}


class _UFuncOutputCastingError(TypeError):
    """numpy._core._exceptions._UFuncOutputCastingError: an out= array of a lesser kind."""


_UFuncOutputCastingError.__module__ = 'numpy._core._exceptions'


def _shape_text(shape):
    # NumPy's convert_shape_to_string: no spaces, "(2,3)", "(3,)".
    return '(' + ','.join(str(n) for n in shape) + (',)' if len(shape) == 1 else ')')


def _kind_rank(dtype):
    return {'b': 0, 'u': 1, 'i': 1, 'f': 2, 'c': 3}.get(dtype.kind, 4)


def _check_same_kind(result_dtype, out_dtype, name):
    """The ufunc machinery's 'same_kind' output cast (bool < integer < float < complex)."""
    if _kind_rank(result_dtype) > _kind_rank(out_dtype):
        raise _UFuncOutputCastingError(
            f"Cannot cast ufunc '{name}' output from {result_dtype!r} to {out_dtype!r} with casting rule 'same_kind'")


def _store(out, result, name):
    """Writes `result` into `out` as the ufunc machinery does: out's shape must be the result's,
    and the cast must be 'same_kind'."""
    if not out.flags.writeable:
        raise ValueError('output array is read-only')
    result = np.asarray(result)
    _check_same_kind(result.dtype, out.dtype, name)
    try:
        shape = np.broadcast_shapes(result.shape, out.shape)
    except ValueError:
        shape = None
    if shape != out.shape:
        raise ValueError(f"non-broadcastable output operand with shape {_shape_text(out.shape)} doesn't match the "
                         f"broadcast shape {_shape_text(shape or result.shape)}")
    out[...] = result
    return out


def ufunc_call(func, name, nin, args, keywords):
    """np.<name>(*args, **keywords) for a ufunc of `nin` inputs whose plain form is `func`:
    out= (positional too) receives the result and is returned; where= computes only where it
    holds (elsewhere out keeps its values; without out, zeros stand for NumPy's uninitialised
    memory), so the masked elements raise no floating-point warnings; dtype= computes in that
    dtype."""
    kw = dict(keywords)
    args = list(args)
    out = kw.pop('out', None)
    if len(args) > nin:
        if out is not None:
            raise TypeError("cannot specify 'out' as both a positional and keyword argument")
        out = args[nin]
        if len(args) > nin + 1:
            raise TypeError(f'{name}() takes from {nin} to {nin + 1} positional arguments but {len(args)} were given')
        args = args[:nin]
    if isinstance(out, tuple):
        if len(out) != 1:
            raise ValueError(f"The 'out' tuple must have exactly one entry per ufunc output")
        out = out[0]
    if out is not None and not isinstance(out, np.ndarray):
        raise TypeError('return arrays must be of ArrayType')
    where = kw.pop('where', True)
    dtype = kw.pop('dtype', None)
    casting = kw.pop('casting', 'same_kind')
    kw.pop('order', None)
    kw.pop('subok', None)
    if 'signature' in kw or casting != 'same_kind':
        raise NotImplementedError(f"tfplay does not implement np.{name}'s signature= or casting= yet")
    if kw:
        raise TypeError(f"{name}() got an unexpected keyword argument '{next(iter(kw))}'")
    if dtype is not None:
        dtype = np.dtype(dtype)
        args = [np.asarray(x).astype(dtype) for x in args]
    if where is True:
        result = func(*args)
    else:
        mask = np.asarray(where, dtype=bool)
        # The masked elements are computed on ones, which raise no warning, and then dropped.
        safe = [np.where(mask, x, 1) if isinstance(x, (np.ndarray, list, tuple)) else x for x in args]
        computed = np.asarray(func(*safe))
        base = out if out is not None else np.zeros(np.broadcast_shapes(computed.shape, mask.shape), computed.dtype)
        result = np.where(mask, computed, base).astype(computed.dtype)
    if out is None:
        return result
    return _store(out, result, name)


def reduce_call(func, name, args, keywords):
    """np.<name>(a, ...) (or a.<name>(...), `a` then first) for a reduction whose plain form is
    func(a, axis=, keepdims=): dtype= computes in that dtype, where= leaves out the masked
    elements (max and min need initial= then, as NumPy says), initial= starts the reduction
    (an empty max or min is initial), out= receives the result."""
    base = _ALIASES.get(name, name)
    positional, keyword_only = _REDUCTIONS[base]
    if len(args) > len(positional):
        raise TypeError(f'{name}() takes from 1 to {len(positional)} positional arguments but {len(args)} were given')
    params = dict(zip(positional, args))
    for key, value in keywords:
        if key not in positional and key not in keyword_only:
            raise TypeError(f"{name}() got an unexpected keyword argument '{key}'")
        if key in params:
            raise TypeError(f"argument for {name}() given by name ('{key}') and position ({positional.index(key) + 1})")
        params[key] = value
    a = np.asarray(params['a'])
    axis = params.get('axis')
    dtype = params.get('dtype')
    out = params.get('out')
    keepdims = bool(params.get('keepdims', False))
    initial = params.get('initial', _NO_VALUE)
    where = params.get('where', True)
    if dtype is not None:
        a = a.astype(dtype)
    ufunc_name = {'max': 'maximum', 'min': 'minimum'}.get(base)
    if where is not True:
        mask = np.broadcast_to(np.asarray(where, dtype=bool), a.shape)
        if base == 'mean':
            total = np.sum(np.where(mask, a, 0), axis=axis, keepdims=keepdims)
            count = np.sum(mask, axis=axis, keepdims=keepdims)
            result = np.true_divide(total, count)
            if np.issubdtype(np.asarray(total).dtype, np.inexact):
                result = np.asarray(result).astype(np.asarray(total).dtype)[()]
            return result if out is None else _store(out, result, 'divide')
        if ufunc_name and initial is _NO_VALUE:
            raise ValueError(f"reduction operation '{ufunc_name}' does not have an identity, so to use a where mask one "
                             f"has to specify 'initial'")
        a = np.where(mask, a, initial if ufunc_name else _IDENTITY[base])
    if initial is not _NO_VALUE:
        if ufunc_name:
            if a.size == 0:
                shape = np.sum(np.zeros(a.shape), axis=axis, keepdims=keepdims).shape
                result = np.full(shape, initial, np.result_type(a, initial))[()]
            else:
                result = (np.maximum if base == 'max' else np.minimum)(func(a, axis=axis, keepdims=keepdims), initial)
        elif base == 'sum':
            result = func(a, axis=axis, keepdims=keepdims) + initial
        else:
            result = func(a, axis=axis, keepdims=keepdims) * initial
    else:
        result = func(a, axis=axis, keepdims=keepdims)
    if dtype is not None and base in ('sum', 'prod'):
        # The reduction runs in dtype (an int8 sum wraps in int8), not in the default accumulator.
        result = np.asarray(result).astype(dtype)[()]
    if out is None:
        return result
    return _store(out, result, name)


# ---- the methods of ufuncs: ufunc.reduce, accumulate, reduceat, outer and at ------------------
# numpy/_core/src/umath/ufunc_object.c, for tfplay's ufuncs (core/tf/numpy_ufunc.cpp), which
# checks nin, nout and the signature first. `reorderable` is whether the ufunc's reduction may
# run over several axes (it has an identity, or is maximum/minimum/fmax/fmin).

# The reductions NumPy's functions make of a ufunc (np.sum is add.reduce, ...).
_REDUCE_FUNCTIONS = {'add': 'sum', 'multiply': 'prod', 'maximum': 'max', 'minimum': 'min'}
_ACCUMULATE_FUNCTIONS = {'add': 'cumsum', 'multiply': 'cumprod'}


def _reduction_axes(axis, ndim):
    """The axes `axis` names (None: all), normalized, as PyUFunc_GenericReduction reads them; a
    0-d array reduces over no axis for axis 0 or -1."""
    if axis is None:
        return tuple(range(ndim))
    if isinstance(axis, tuple):
        return tuple(_normalize_axis(ax, ndim) for ax in axis)
    axis = _operator_index(axis)
    if ndim == 0 and axis in (0, -1):
        return ()
    return (_normalize_axis(axis, ndim),)


def _operator_index(value):
    try:
        return value.__index__()
    except AttributeError:
        raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer") from None


def _normalize_axis(axis, ndim):
    axis = _operator_index(axis)
    if not -ndim <= axis < ndim:
        raise np.exceptions.AxisError(f'axis {axis} is out of bounds for array of dimension {ndim}')
    return axis % ndim


def _single_out(out):
    # out= given as a one-element tuple, as ufunc.__call__ takes it.
    return out[0] if isinstance(out, tuple) and len(out) == 1 else out


def ufunc_reduce(ufunc, reorderable, array, axis=0, dtype=None, out=None, keepdims=False, initial=_NO_VALUE,
                 where=True):
    """ufunc.reduce: ufunc applied cumulatively along the axes, from the first element (or from
    `initial`); an empty reduction gives the identity, or NumPy's ValueError without one."""
    name = ufunc.__name__
    out = _single_out(out)
    if axis in (0, -1) and np.ndim(array) == 0:
        axis = None  # a 0-d array reduces over no axis (PyUFunc_GenericReduction)
    function = _REDUCE_FUNCTIONS.get(name)
    if function is not None:
        keywords = {'axis': axis, 'keepdims': keepdims}
        for key, value, default in (('dtype', dtype, None), ('out', out, None), ('initial', initial, _NO_VALUE),
                                    ('where', where, True)):
            if value is not default:
                keywords[key] = value
        if function in ('max', 'min'):
            keywords.pop('dtype', None)
            if dtype is not None:
                array = np.asarray(array).astype(dtype)
        return getattr(np, function)(array, **keywords)
    a = np.asarray(array)
    if dtype is not None:
        a = a.astype(dtype)
    axes = _reduction_axes(axis, a.ndim)
    if not reorderable and len(axes) > 1:
        raise ValueError(f"reduction operation '{name}' is not reorderable, so at most one axis may be specified")
    if initial is _NO_VALUE:
        initial = ufunc.identity
        start = None  # the first element starts the reduction: the identity only for an empty one
    else:
        start = initial
    mask = None
    if where is not True:
        if initial is None:
            raise ValueError(f"reduction operation '{name}' does not have an identity, so to use a where mask one has "
                             f"to specify 'initial'")
        mask = np.broadcast_to(np.asarray(where, dtype=bool), a.shape)
    kept = tuple(n for i, n in enumerate(a.shape) if i not in axes)
    count = 1
    for i in axes:
        count *= a.shape[i]

    def reduced_first(x):
        # The reduced axes moved to the front and merged into one.
        return np.moveaxis(x, axes, tuple(range(len(axes)))).reshape((count,) + kept)

    values = reduced_first(a)
    if mask is not None:
        mask = reduced_first(mask)
    if count == 0 and start is None:
        if initial is None:
            raise ValueError(f'zero-size array to reduction operation {name} which has no identity')
        start = initial
    result = None if start is None else np.full(kept, start, np.result_type(a, start))
    for k in range(count):
        if result is None:
            result = values[k]
        elif mask is None:
            result = ufunc(result, values[k])
        else:
            result = np.where(mask[k], ufunc(result, values[k]), result)
    result = np.asarray(result).astype(_loop_dtype(ufunc, a))
    if keepdims:
        result = result.reshape(tuple(1 if i in axes else n for i, n in enumerate(a.shape)))
    if out is not None:
        return _store(out, result, name)
    return result[()] if result.ndim == 0 else result


def _loop_dtype(ufunc, a):
    # The dtype of ufunc's loop for two elements of `a` (logical_or of ints is bool, divide of
    # ints float64): a reduction's result has it even where no element was combined.
    sample = np.zeros((), a.dtype)
    return np.asarray(ufunc(sample, sample)).dtype


def _moved(a, axis):
    return np.moveaxis(a, axis, 0)


def ufunc_accumulate(ufunc, reorderable, array, axis=0, dtype=None, out=None):
    """ufunc.accumulate: the running results of ufunc along one axis."""
    name = ufunc.__name__
    a = np.asarray(array)
    if a.ndim == 0:
        raise TypeError('cannot accumulate on a scalar')
    if isinstance(axis, tuple) or axis is None:
        axes = _reduction_axes(axis, a.ndim)
        if len(axes) != 1:
            raise ValueError('accumulate does not allow multiple axes')
        axis = axes[0]
    axis = _normalize_axis(axis, a.ndim)
    out = _single_out(out)
    function = _ACCUMULATE_FUNCTIONS.get(name)
    if function is not None:
        result = getattr(np, function)(a, axis=axis, dtype=dtype)
    else:
        if dtype is not None:
            a = a.astype(dtype)
        values = _moved(a, axis)
        running = []
        for k in range(values.shape[0]):
            running.append(values[k] if k == 0 else ufunc(running[-1], values[k]))
        result = np.moveaxis(np.stack(running) if running else values, 0, axis).astype(_loop_dtype(ufunc, a))
    if out is not None:
        if out.shape != result.shape:
            raise ValueError('provided out is the wrong size for the accumulation.')
        return _store(out, result, name)
    return result


def ufunc_reduceat(ufunc, reorderable, array, indices, axis=0, dtype=None, out=None):
    """ufunc.reduceat: ufunc.reduce over array[indices[i]:indices[i + 1]] along the axis for each
    i (the last slice runs to the end; a slice that does not increase is array[indices[i]])."""
    name = ufunc.__name__
    a = np.asarray(array)
    if a.ndim == 0:
        raise TypeError('cannot reduceat on a scalar')
    axis = _normalize_axis(axis, a.ndim)
    if dtype is not None:
        a = a.astype(dtype)
    values = _moved(a, axis)
    size = values.shape[0]
    starts = [int(i) for i in np.asarray(indices).reshape(-1)]
    pieces = []
    for k, start in enumerate(starts):
        if not 0 <= start < size:
            raise IndexError(f'index {start} out-of-bounds in {name}.reduceat [0, {size})')
        stop = starts[k + 1] if k + 1 < len(starts) else size
        if stop > size:
            raise IndexError(f'index {stop} out-of-bounds in {name}.reduceat [0, {size})')
        piece = values[start]
        for j in range(start + 1, stop):
            piece = ufunc(piece, values[j])
        pieces.append(np.asarray(piece))
    result = np.moveaxis(np.stack(pieces), 0, axis)
    if out is not None:
        return _store(out, result, name)
    return result


def ufunc_outer(ufunc, reorderable, *args, **kwargs):
    """ufunc.outer(A, B): ufunc(a, b) for every pair of an element a of A and b of B; the
    result's shape is A.shape + B.shape."""
    if len(args) != 2:
        raise TypeError('exactly two arguments expected')
    a = np.asarray(args[0])
    b = np.asarray(args[1])
    return ufunc(a.reshape(a.shape + (1,) * b.ndim), b, **kwargs)


def ufunc_at(ufunc, reorderable, a, indices=_NO_VALUE, b=_NO_VALUE, /):
    """ufunc.at: a[indices] = ufunc(a[indices], b) in place, unbuffered: an element indexed twice
    is operated on twice."""
    name = ufunc.__name__
    if indices is _NO_VALUE:
        raise TypeError('at expected at least 2 arguments, got 1')
    if ufunc.nin == 2 and b is _NO_VALUE:
        raise ValueError('second operand needed for ufunc')
    if ufunc.nin == 1 and b is not _NO_VALUE:
        raise ValueError('second operand provided when ufunc is unary')
    if not isinstance(a, np.ndarray):
        raise TypeError('first operand must be array')
    positions = np.arange(a.size).reshape(a.shape)[indices]
    flat = a.reshape(-1).copy()
    if b is not _NO_VALUE:
        operand = np.asarray(b)
        try:
            operand = np.broadcast_to(operand, positions.shape).reshape(-1)
        except ValueError:
            raise ValueError('array is not broadcastable to correct shape') from None
        _check_same_kind(np.result_type(a, b), a.dtype, name)
    for k, p in enumerate(np.asarray(positions).reshape(-1)):
        flat[p] = ufunc(flat[p], operand[k]) if b is not _NO_VALUE else ufunc(flat[p])
    a[...] = flat.reshape(a.shape)


# ---- np.std / np.var with where= or out= (numpy/_core/_methods.py _var and _std) -------------

def std_var_call(func, name, a, axis, dtype, out, ddof, keepdims, where):
    """np.<name>(a, axis, dtype, out, ddof, keepdims, where=) for name 'std' or 'var', whose
    plain form is func(a, axis, ddof, keepdims): the mean and the squared deviations are summed
    over the elements where= selects only, divided by their count less ddof."""
    a = np.asarray(a)
    if dtype is not None:
        a = a.astype(dtype)
    if where is True:
        result = func(a, axis, ddof, keepdims)
    else:
        mask = np.broadcast_to(np.asarray(where, dtype=bool), a.shape)
        count = np.sum(mask, axis=axis, keepdims=True)
        mean = np.sum(np.where(mask, a, 0), axis=axis, keepdims=True) / count
        if a.dtype.kind != 'c':
            mean = mean.astype(np.result_type(a.dtype, np.float16) if a.dtype.kind == 'f' else mean.dtype)
        dev = a - mean
        sq = np.real(dev * np.conj(dev)) if dev.dtype.kind == 'c' else dev * dev
        total = np.sum(np.where(mask, sq, 0), axis=axis, keepdims=keepdims)
        n = np.sum(mask, axis=axis, keepdims=keepdims)
        result = total / np.maximum(n - ddof, 0)
        if name == 'std':
            result = np.sqrt(result)
        if a.dtype.kind == 'f':
            result = np.asarray(result).astype(a.dtype)
        result = np.asarray(result)[()]
    if out is None:
        return result
    return _store(out, result, name)


# ---- a binary ufunc given a string operand (numpy/_core/_exceptions.py) ----------------------

class UFuncTypeError(TypeError):
    """numpy._core._exceptions.UFuncTypeError: the base of the ufunc exceptions."""

    def __init__(self, ufunc):
        self.ufunc = ufunc


UFuncTypeError.__module__ = 'numpy._core._exceptions'


class _UFuncNoLoopError(UFuncTypeError):
    """No loop of the ufunc takes these dtypes (shown as its base, as NumPy's
    _display_as_base does)."""

    def __init__(self, ufunc, dtypes):
        super().__init__(ufunc)
        self.dtypes = tuple(dtypes)

    def __str__(self):
        inputs = self.dtypes[:2]
        return (f"ufunc {self.ufunc!r} did not contain a loop with signature "
                f"matching types {inputs!r} -> None")


_UFuncNoLoopError.__module__ = 'numpy._core._exceptions'
_UFuncNoLoopError.__name__ = 'UFuncTypeError'


def raise_no_loop(name, a, b):
    raise _UFuncNoLoopError(name, (np.asarray(a).dtype, np.asarray(b).dtype))
