# numpy.select, piecewise, vectorize, extract, trapezoid and iterable (numpy/lib/_function_base_impl.py
# of NumPy 2.3), written for tfplay over its native numpy functions, with NumPy's results,
# dtypes and error texts. Loaded on first use by numpy's module __getattr__
# (core/tf/numpy_getattr.cpp).
import warnings

import numpy as np

_NO_VALUE = object()  # np._NoValue: vectorize() used as a decorator factory

# numpy.typecodes['All']: the characters an otypes string may hold.
_TYPECODES = '?bhilqnpBHILQNPefdgFDGSUVOMm'


def select(condlist, choicelist, default=0):
    """np.select: each element from the first choice whose condition holds there, else default.

    condlist: boolean arrays; choicelist: as many arrays or scalars; the result has their
    broadcast shape and the dtype np.result_type gives the choices and default (Python scalars
    taking part as NEP 50 weak scalars). Raises ValueError for lists of different lengths or
    empty ones, TypeError for a condition that is not boolean."""
    if len(condlist) != len(choicelist):
        raise ValueError('list of cases must be same length as list of conditions')
    if len(condlist) == 0:
        raise ValueError('select with an empty condition list is not possible')
    weak = (int, float, complex)
    choices = [c if type(c) in weak else np.asarray(c) for c in choicelist]
    choices.append(default if type(default) in weak else np.asarray(default))
    try:
        dtype = np.result_type(*choices)
    except TypeError as e:
        raise TypeError(f'Choicelist and default value do not have a common dtype: {e}') from None
    conds = np.broadcast_arrays(*condlist)
    choices = np.broadcast_arrays(*choices)
    for i, cond in enumerate(conds):
        if cond.dtype != np.bool_:
            raise TypeError(f'invalid entry {i} in condlist: should be boolean ndarray')
    if choices[0].ndim == 0:
        shape = conds[0].shape
    else:
        shape = np.broadcast_shapes(conds[0].shape, choices[0].shape)
    result = np.full(shape, choices[-1], dtype)
    # The last condition first, so that the first one that holds wins.
    for choice, cond in zip(choices[-2::-1], conds[::-1]):
        result = np.where(np.broadcast_to(cond, shape), choice, result).astype(dtype)
    return result


def piecewise(x, condlist, funclist, *args, **kw):
    """np.piecewise: funclist[i](x[condlist[i]], *args, **kw) (or the scalar funclist[i])
    where condlist[i] holds; one function more than conditions is the default. The result has
    x's shape and dtype (an int x gives int results), 0 where no condition holds.

    Raises ValueError when the number of functions is neither len(condlist) nor one more."""
    x = np.asarray(x)
    n2 = len(funclist)
    # A single condition stands for a list of one (undocumented in NumPy, but done).
    if np.isscalar(condlist) or (not isinstance(condlist[0], (list, np.ndarray)) and x.ndim != 0):
        condlist = [condlist]
    conds = np.asarray(condlist, dtype=bool)
    n = len(conds)
    if n == n2 - 1:
        otherwise = ~np.any(conds, axis=0, keepdims=True)
        conds = np.concatenate([conds, otherwise], axis=0)
        n += 1
    elif n != n2:
        raise ValueError(f'with {n} condition(s), either {n} or {n + 1} functions are expected')
    # A 0-d x is worked on as one element: its pieces are 1-d, as NumPy's boolean index makes them.
    flat = x.reshape(1) if x.ndim == 0 else x
    y = np.zeros_like(flat)
    for cond, func in zip(conds, funclist):
        if x.ndim == 0:
            cond = cond.reshape(1)
        if not callable(func):
            y[cond] = func
        else:
            vals = flat[cond]
            if vals.size > 0:
                y[cond] = func(vals, *args, **kw)
    return y.reshape(()) if x.ndim == 0 else y


def extract(condition, arr):
    """np.extract: the elements of arr (flattened) where condition (flattened) is true, 1-d."""
    return np.take(np.ravel(arr), np.nonzero(np.ravel(condition))[0])


def trapezoid(y, x=None, dx=1.0, axis=-1):
    """np.trapezoid: the integral of y along axis by the trapezoidal rule, with sample points x
    (1-d, or y's shape) or the spacing dx."""
    y = np.asarray(y)
    if x is None:
        d = dx
    else:
        x = np.asarray(x)
        if x.ndim == 1:
            d = np.diff(x)
            shape = [1] * y.ndim
            shape[axis] = d.shape[0]
            d = d.reshape(shape)
        else:
            d = np.diff(x, axis=axis)
    upper = [slice(None)] * y.ndim
    lower = [slice(None)] * y.ndim
    upper[axis] = slice(1, None)
    lower[axis] = slice(None, -1)
    return (d * (y[tuple(upper)] + y[tuple(lower)]) / 2.0).sum(axis)


def trapz(y, x=None, dx=1.0, axis=-1):
    """np.trapz, deprecated in NumPy 2.0: trapezoid, after a DeprecationWarning."""
    warnings.warn('`trapz` is deprecated. Use `trapezoid` instead, or one of the numerical integration '
                  'functions in `scipy.integrate`.', DeprecationWarning, stacklevel=2)
    return trapezoid(y, x=x, dx=dx, axis=axis)


def iterable(y):
    """np.iterable: whether iter(y) works (a 0-d array is not iterable)."""
    try:
        iter(y)
    except TypeError:
        return False
    return True


def _otype(dtype):
    # A string result's dtype is its kind only ('U'): the cast of all results sizes it.
    return dtype.char if dtype.char in 'SU' else dtype


def _object_elements(value, array):
    """The elements an object array made of `value` holds, in C order: the objects of a nested
    list as they are (an int stays an int in a list that also holds floats), an array's as
    Python scalars (tolist), as np.asarray(value, dtype=object) gives them."""
    if isinstance(value, (list, tuple)) and array.ndim > 0:
        out = []

        def walk(v, depth):
            if depth == array.ndim:
                out.append(v)
            else:
                for item in v:
                    walk(item, depth + 1)
        walk(value, 0)
        return out
    if isinstance(value, np.ndarray) or array.ndim > 0:
        return array.reshape(-1).tolist()
    return [value if not isinstance(value, np.generic) else value.item()]


class vectorize:
    """np.vectorize(pyfunc, otypes=None, doc=None, excluded=None, cache=False): pyfunc called on
    each element of its broadcast array arguments (as Python scalars), the results gathered in
    an array. Without otypes, the first elements' call decides the output dtype, and with
    cache=False (the default) that element is called twice, as in NumPy. A result of a dtype
    other than otypes' is cast to it (an int first result truncates later floats)."""

    def __init__(self, pyfunc=_NO_VALUE, otypes=None, doc=None, excluded=None, cache=False, signature=None):
        if pyfunc is not _NO_VALUE and not callable(pyfunc):
            raise TypeError('When used as a decorator, only accepts keyword arguments.')
        self.pyfunc = pyfunc
        self.cache = cache
        self.signature = signature
        if pyfunc is not _NO_VALUE and hasattr(pyfunc, '__name__'):
            self.__name__ = pyfunc.__name__
        self._ufunc = {}
        self._doc = None
        self.__doc__ = doc
        if doc is None and hasattr(pyfunc, '__doc__'):
            self.__doc__ = pyfunc.__doc__
        else:
            self._doc = doc
        if isinstance(otypes, str):
            for char in otypes:
                if char not in _TYPECODES:
                    raise ValueError(f'Invalid otype specified: {char}')
        elif iterable(otypes):
            otypes = [_otype(np.dtype(t)) for t in otypes]
        elif otypes is not None:
            raise ValueError('Invalid otype specification')
        self.otypes = otypes
        self.excluded = set() if excluded is None else set(excluded)
        if signature is not None:
            raise NotImplementedError('tfplay does not implement np.vectorize(signature=...) yet')

    def _init_stage_2(self, pyfunc, *args, **kwargs):
        self.__name__ = pyfunc.__name__
        self.pyfunc = pyfunc
        self.__doc__ = pyfunc.__doc__ if self._doc is None else self._doc

    def __call__(self, *args, **kwargs):
        if self.pyfunc is _NO_VALUE:
            self._init_stage_2(*args, **kwargs)
            return self
        if not kwargs and not self.excluded:
            return self._vectorize_call(self.pyfunc, list(args))
        # Excluded arguments (by position or name) are passed as they are; the others vary.
        the_args = list(args)
        names = [n for n in kwargs if n not in self.excluded]
        positions = [i for i in range(len(args)) if i not in self.excluded]

        def func(*vargs):
            for n, i in enumerate(positions):
                the_args[i] = vargs[n]
            kwargs.update(zip(names, vargs[len(positions):]))
            return self.pyfunc(*the_args, **kwargs)
        varying = [args[i] for i in positions] + [kwargs[n] for n in names]
        return self._vectorize_call(func, varying)

    def _vectorize_call(self, func, args):
        if not args:
            return func()
        arrays = [np.asarray(a) for a in args]
        shape = np.broadcast_shapes(*(a.shape for a in arrays))
        pending = []
        otypes = self.otypes
        if otypes is None:
            if any(a.size == 0 for a in arrays):
                raise ValueError('cannot call `vectorize` on size 0 inputs unless `otypes` is set')
            # The first elements as NumPy scalars (arr.flat[0]), then all of them again.
            first = func(*(a.reshape(-1)[0] for a in arrays))
            if self.cache:
                pending.append(first)
            outs = first if isinstance(first, tuple) else (first,)
            otypes = [_otype(np.asarray(o).dtype) for o in outs]
        nout = len(otypes)
        count = 1
        for n in shape:
            count *= n
        columns = []
        for value, a in zip(args, arrays):
            elements = _object_elements(value, a)
            if a.shape == shape:
                columns.append(elements)
            else:
                where = np.broadcast_to(np.arange(a.size).reshape(a.shape), shape).reshape(-1).tolist()
                columns.append([elements[i] for i in where])
        results = []
        for i in range(count):
            results.append(pending.pop() if pending else func(*(c[i] for c in columns)))
        outputs = []
        for k in range(nout):
            values = results if nout == 1 else [r[k] for r in results]
            for v in values:
                if isinstance(v, (list, tuple)) or (isinstance(v, np.ndarray) and v.ndim > 0):
                    raise ValueError('setting an array element with a sequence.')
                if v is None or not isinstance(v, (int, float, complex, str, bytes, np.generic, np.ndarray)):
                    raise NotImplementedError('tfplay does not implement np.vectorize of a function returning '
                                              f'{type(v).__name__} objects (an object array) yet')
            outputs.append(np.asarray(values, dtype=otypes[k]).reshape(shape))
        return outputs[0] if nout == 1 else tuple(outputs)


for _f in (select, piecewise, extract, trapezoid, trapz, iterable, vectorize):
    _f.__module__ = 'numpy'
