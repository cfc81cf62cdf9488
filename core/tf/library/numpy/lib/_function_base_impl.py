# numpy.select, piecewise, vectorize, extract, trapezoid, iterable, gradient, sinc, trim_zeros
# and the bartlett, blackman, hamming and hanning windows (numpy/lib/_function_base_impl.py
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


def sinc(x):
    """np.sinc: sin(pi x) / (pi x), 1 at 0 (where pi x is replaced by the dtype's eps)."""
    x = np.asarray(x)
    x = np.pi * x
    eps = np.finfo(x.dtype).eps if x.dtype.kind == 'f' else 1e-20
    y = np.where(x, x, eps)
    return np.sin(y) / y


def trim_zeros(filt, trim='fb', axis=None):
    """np.trim_zeros: filt without its leading ('f') and trailing ('b') zeros; an n-d array is
    trimmed along every axis (or the given one) to the box of its nonzero elements."""
    filt_ = np.asarray(filt)
    trim = trim.lower()
    if trim not in {'fb', 'bf', 'f', 'b'}:
        raise ValueError(f"unexpected character(s) in `trim`: {trim!r}")
    nonzero = np.argwhere(filt_)
    if nonzero.size == 0:
        start = stop = np.zeros(filt_.ndim, dtype=np.intp)
    else:
        start = nonzero.min(axis=0)
        stop = nonzero.max(axis=0) + 1
        if 'f' not in trim:
            start = (None,) * filt_.ndim
        if 'b' not in trim:
            stop = (None,) * filt_.ndim
    if len(start) == 1:
        sl = slice(start[0], stop[0])
    elif axis is None:
        sl = tuple(slice(*x) for x in zip(start, stop))
    else:
        axis = axis % filt_.ndim if -filt_.ndim <= axis < filt_.ndim else axis
        if not 0 <= axis < filt_.ndim:
            raise np.exceptions.AxisError(f'axis {axis} is out of bounds for array of dimension {filt_.ndim}')
        sl = (slice(None),) * axis + (slice(start[axis], stop[axis]),) + (...,)
    return filt[sl]


def gradient(f, *varargs, axis=None, edge_order=1):
    """np.gradient: the gradient of f by second-order central differences inside and first- or
    second-order (edge_order) one-sided ones at the ends, along each axis (or the given ones),
    with unit spacing, one scalar spacing, or per axis a scalar or the coordinates. Integer f
    gives float64. One array for one axis, else a tuple.

    Raises ValueError for an axis shorter than edge_order + 1, bad spacings or edge_order > 2,
    TypeError for a wrong number of spacings."""
    f = np.asarray(f)
    N = f.ndim
    if axis is None:
        axes = tuple(range(N))
    else:
        axes = axis if isinstance(axis, tuple) else (axis,)
        for ax in axes:
            if not -N <= ax < N:
                raise np.exceptions.AxisError(f'axis {ax} is out of bounds for array of dimension {N}')
        axes = tuple(ax % N for ax in axes)
        if len(set(axes)) != len(axes):
            raise ValueError('repeated axis')
    n = len(varargs)
    if n == 0:
        dx = [1.0] * len(axes)
    elif n == 1 and np.ndim(varargs[0]) == 0:
        dx = list(varargs) * len(axes)
    elif n == len(axes):
        dx = list(varargs)
        for i, distances in enumerate(dx):
            distances = np.asarray(distances)
            if distances.ndim == 0:
                continue
            if distances.ndim != 1:
                raise ValueError('distances must be either scalars or 1d')
            if len(distances) != f.shape[axes[i]]:
                raise ValueError('when 1d, distances must match the length of the corresponding dimension')
            if np.issubdtype(distances.dtype, np.integer):
                distances = distances.astype(np.float64)
            diffx = np.diff(distances)
            if (diffx == diffx[0]).all():
                diffx = diffx[0]
            dx[i] = diffx
    else:
        raise TypeError('invalid number of arguments')
    if edge_order > 2:
        raise ValueError("'edge_order' greater than 2 not supported")
    otype = f.dtype
    if not np.issubdtype(otype, np.inexact):
        if np.issubdtype(otype, np.integer):
            f = f.astype(np.float64)
        otype = np.float64
    outvals = []
    for ax, ax_dx in zip(axes, dx):
        if f.shape[ax] < edge_order + 1:
            raise ValueError('Shape of array too small to calculate a numerical gradient, '
                             'at least (edge_order + 1) elements are required.')

        def at(index):
            sl = [slice(None)] * N
            sl[ax] = index
            return tuple(sl)
        out = np.empty(f.shape, dtype=otype)
        uniform = np.ndim(ax_dx) == 0
        if uniform:
            out[at(slice(1, -1))] = (f[at(slice(2, None))] - f[at(slice(None, -2))]) / (2. * ax_dx)
        else:
            dx1 = ax_dx[0:-1]
            dx2 = ax_dx[1:]
            shape = [1] * N
            shape[ax] = -1
            a = (-(dx2) / (dx1 * (dx1 + dx2))).reshape(shape)
            b = ((dx2 - dx1) / (dx1 * dx2)).reshape(shape)
            c = (dx1 / (dx2 * (dx1 + dx2))).reshape(shape)
            out[at(slice(1, -1))] = a * f[at(slice(None, -2))] + b * f[at(slice(1, -1))] + c * f[at(slice(2, None))]
        if edge_order == 1:
            dx_0 = ax_dx if uniform else ax_dx[0]
            out[at(0)] = (f[at(1)] - f[at(0)]) / dx_0
            dx_n = ax_dx if uniform else ax_dx[-1]
            out[at(-1)] = (f[at(-1)] - f[at(-2)]) / dx_n
        else:
            if uniform:
                a, b, c = -1.5 / ax_dx, 2. / ax_dx, -0.5 / ax_dx
            else:
                dx1, dx2 = ax_dx[0], ax_dx[1]
                a = -(2. * dx1 + dx2) / (dx1 * (dx1 + dx2))
                b = (dx1 + dx2) / (dx1 * dx2)
                c = - dx1 / (dx2 * (dx1 + dx2))
            out[at(0)] = a * f[at(0)] + b * f[at(1)] + c * f[at(2)]
            if uniform:
                a, b, c = 0.5 / ax_dx, -2. / ax_dx, 1.5 / ax_dx
            else:
                dx1, dx2 = ax_dx[-2], ax_dx[-1]
                a = (dx2) / (dx1 * (dx1 + dx2))
                b = - (dx2 + dx1) / (dx1 * dx2)
                c = (2. * dx2 + dx1) / (dx2 * (dx1 + dx2))
            out[at(-1)] = a * f[at(-3)] + b * f[at(-2)] + c * f[at(-1)]
        outvals.append(out)
    if len(axes) == 1:
        return outvals[0]
    return tuple(outvals)


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


for _f in (select, piecewise, extract, trapezoid, trapz, iterable, sinc, trim_zeros, gradient, vectorize):
    _f.__module__ = 'numpy'


def _symmetric_window(M, shape):
    """The common part of NumPy's bartlett, blackman, hamming and hanning: M is taken as (at
    least) float64 as np.array([0.0, M]) takes it; below 1 the window is empty, at 1 it is
    [1.]; otherwise `shape(n, M)` of the points n = 1-M, 3-M, ..., M-1."""
    values = np.array([0.0, M])
    M = values[1]
    if M < 1:
        return np.array([], dtype=values.dtype)
    if M == 1:
        return np.ones(1, dtype=values.dtype)
    return shape(np.arange(1 - M, M, 2), M)


def bartlett(M):
    """np.bartlett: the triangular window, 1 - |n| / (M - 1)."""
    return _symmetric_window(
        M, lambda n, M: np.where(np.less_equal(n, 0), 1 + n / (M - 1), 1 - n / (M - 1)))


def blackman(M):
    """np.blackman: 0.42 + 0.5 cos(pi n / (M - 1)) + 0.08 cos(2 pi n / (M - 1))."""
    return _symmetric_window(
        M, lambda n, M: 0.42 + 0.5 * np.cos(np.pi * n / (M - 1)) + 0.08 * np.cos(2.0 * np.pi * n / (M - 1)))


def hamming(M):
    """np.hamming: 0.54 + 0.46 cos(pi n / (M - 1))."""
    return _symmetric_window(M, lambda n, M: 0.54 + 0.46 * np.cos(np.pi * n / (M - 1)))


def hanning(M):
    """np.hanning: 0.5 + 0.5 cos(pi n / (M - 1))."""
    return _symmetric_window(M, lambda n, M: 0.5 + 0.5 * np.cos(np.pi * n / (M - 1)))
