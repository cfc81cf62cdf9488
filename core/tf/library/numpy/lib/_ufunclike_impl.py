# numpy.isposinf and isneginf (numpy/lib/_ufunclike_impl.py of NumPy 2.3), written for tfplay.
# Loaded on first use by numpy's module __getattr__ (core/tf/numpy_getattr.cpp).
import numpy as np


def _check(x):
    a = np.asarray(x)
    if a.dtype.kind == 'c':
        raise TypeError('This operation is not supported for complex values because it would be ambiguous.')
    return a


def isposinf(x, out=None):
    """np.isposinf: True where x is +inf."""
    a = _check(x)
    return (np.isinf(a) & ~np.signbit(a))[()]


def isneginf(x, out=None):
    """np.isneginf: True where x is -inf."""
    a = _check(x)
    return (np.isinf(a) & np.signbit(a))[()]


for _f in (isposinf, isneginf):
    _f.__module__ = 'numpy'
