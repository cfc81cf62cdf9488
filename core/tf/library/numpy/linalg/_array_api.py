# numpy.linalg's array-API functions (NumPy 2.0, numpy/linalg/_linalg.py): outer, trace, cross,
# matmul, vecdot, vector_norm, matrix_norm, plus cond, written over tfplay's numpy. Loaded on
# first call.
import numpy as np
from numpy.linalg import LinAlgError, norm, svd, inv


def outer(x1, x2, /):
    x1 = np.asanyarray(x1)
    x2 = np.asanyarray(x2)
    if x1.ndim != 1 or x2.ndim != 1:
        raise ValueError(
            "Input arrays must be one-dimensional, but they are "
            f"x1.ndim={x1.ndim} and x2.ndim={x2.ndim}."
        )
    return np.outer(x1, x2)


def trace(x, /, *, offset=0, dtype=None):
    x = np.asanyarray(x)
    if x.ndim < 2:
        raise ValueError('diag requires an array of at least two dimensions')
    n, m = x.shape[-2], x.shape[-1]
    start = max(0, -offset)
    rows = np.arange(max(0, min(n, m - offset) - start)) + start
    picked = x[..., rows, rows + offset]
    return np.sum(picked, axis=-1, dtype=dtype)


def cross(x1, x2, /, *, axis=-1):
    x1 = np.asanyarray(x1)
    x2 = np.asanyarray(x2)
    if x1.shape[axis] != 3 or x2.shape[axis] != 3:
        raise ValueError(
            "Both input arrays must be (arrays of) 3-dimensional vectors, "
            f"but they are {x1.shape[axis]} and {x2.shape[axis]} "
            "dimensional instead."
        )
    return np.cross(x1, x2, axis=axis)


def matmul(x1, x2, /):
    return np.matmul(x1, x2)


def vecdot(x1, x2, /, *, axis=-1):
    x1 = np.asanyarray(x1)
    x2 = np.asanyarray(x2)
    return np.sum(np.conj(x1) * x2, axis=axis)


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    x = np.asanyarray(x)
    shape = list(x.shape)
    if axis is None:
        x = x.ravel()
        _axis = 0
    elif isinstance(axis, tuple):
        normalized = tuple(a + x.ndim if a < 0 else a for a in axis)
        rest = tuple(i for i in range(x.ndim) if i not in normalized)
        newshape = axis + rest
        x = np.transpose(x, newshape).reshape(
            (int(np.prod([x.shape[i] for i in axis])),) + tuple(x.shape[i] for i in rest))
        _axis = 0
    else:
        _axis = axis
    res = norm(x, axis=_axis, ord=ord)
    if keepdims:
        _axis = normalized if isinstance(axis, tuple) else (range(len(shape)) if axis is None else (axis,))
        _axis = tuple(a + len(shape) if a < 0 else a for a in _axis)
        for i in _axis:
            shape[i] = 1
        res = res.reshape(tuple(shape))
    return res


def matrix_norm(x, /, *, keepdims=False, ord="fro"):
    x = np.asanyarray(x)
    if x.ndim < 2:
        raise LinAlgError('%d-dimensional array given. Array must be at least two-dimensional' % x.ndim)
    return norm(x, axis=(-2, -1), keepdims=keepdims, ord=ord)


def cond(x, p=None):
    x = np.asarray(x)
    if x.ndim >= 2 and x.shape[-2] * x.shape[-1] == 0:
        raise LinAlgError("cond is not defined on empty arrays")
    if p is None or p in {2, -2}:
        s = svd(x, compute_uv=False)
        with np.errstate(all='ignore'):
            if p == -2:
                r = s[..., -1] / s[..., 0]
            else:
                r = s[..., 0] / s[..., -1]
    else:
        if x.ndim < 2:
            raise LinAlgError('%d-dimensional array given. Array must be at least two-dimensional' % x.ndim)
        if x.shape[-1] != x.shape[-2]:
            raise LinAlgError('Last 2 dimensions of the array must be square')
        if x.ndim > 2:
            raise NotImplementedError("tfplay's numpy does not support np.linalg.cond of stacked matrices with p= yet")
        try:
            invx = inv(x)
        except LinAlgError:
            invx = np.full(x.shape, np.nan)
        with np.errstate(all='ignore'):
            r = norm(x, p, axis=(-2, -1)) * norm(invx, p, axis=(-2, -1))
        r = np.asarray(r).astype(np.float32 if x.dtype == np.float32 else np.float64)
    # Convert nans to infs unless the original array had nan entries
    r = np.asarray(r)
    nan_mask = np.isnan(r)
    if nan_mask.any():
        nan_mask &= ~np.isnan(x).any(axis=(-2, -1))
        if r.ndim > 0:
            r[nan_mask] = np.inf
        elif nan_mask:
            r[()] = np.inf
    if r.ndim == 0:
        r = r[()]
    return r
