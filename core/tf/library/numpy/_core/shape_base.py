# numpy.unstack (numpy/_core/shape_base.py of NumPy 2.3), written for tfplay. Loaded on first
# use by numpy's module __getattr__ (core/tf/numpy_getattr.cpp).
import numpy as np


def unstack(x, /, *, axis=0):
    """np.unstack: a tuple of x's slices along axis, stack's inverse."""
    x = np.asarray(x)
    if x.ndim == 0:
        raise ValueError('Input array must be at least 1-d.')
    return tuple(np.moveaxis(x, axis, 0))


unstack.__module__ = 'numpy'
