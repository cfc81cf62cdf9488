# numpy.indices, fromfunction and array_equiv (numpy/_core/numeric.py of NumPy 2.3), written for
# tfplay over its native numpy functions. Loaded on first use by numpy's module __getattr__
# (core/tf/numpy_getattr.cpp).
import numpy as np


def indices(dimensions, dtype=int, sparse=False):
    """np.indices: the index grid of an array of shape `dimensions`: an array of shape
    (len(dimensions), *dimensions) whose [i] holds each element's index along axis i, or with
    sparse=True a tuple of one broadcastable array per axis."""
    dimensions = tuple(dimensions)
    n = len(dimensions)
    res = () if sparse else np.empty((n,) + dimensions, dtype=dtype)
    for i, dim in enumerate(dimensions):
        idx = np.arange(dim, dtype=dtype).reshape((1,) * i + (dim,) + (1,) * (n - i - 1))
        if sparse:
            res = res + (idx,)
        else:
            res[i] = idx
    return res


def fromfunction(function, shape, *, dtype=float, like=None, **kwargs):
    """np.fromfunction: function(*indices(shape, dtype), **kwargs), called once with the index
    arrays (not once per element)."""
    return function(*indices(shape, dtype=dtype), **kwargs)


def array_equiv(a1, a2):
    """np.array_equiv: True when a1 and a2 broadcast to one shape and are equal everywhere."""
    try:
        a1, a2 = np.asarray(a1), np.asarray(a2)
    except Exception:
        return False
    try:
        np.broadcast_shapes(a1.shape, a2.shape)
    except Exception:
        return False
    return bool(np.asarray(a1 == a2).all())


for _f in (indices, fromfunction, array_equiv):
    _f.__module__ = 'numpy'
