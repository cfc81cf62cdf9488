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


def _store(out, result, name):
    """Writes `result` into `out` as the ufunc machinery does: out's shape must be the result's,
    and the cast must be 'same_kind' (bool < integer < float < complex)."""
    result = np.asarray(result)
    if _kind_rank(result.dtype) > _kind_rank(out.dtype):
        raise _UFuncOutputCastingError(
            f"Cannot cast ufunc '{name}' output from {result.dtype!r} to {out.dtype!r} with casting rule 'same_kind'")
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
    if out is None:
        return result
    return _store(out, result, name)
