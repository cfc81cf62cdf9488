# numpy.geomspace (numpy/_core/function_base.py of NumPy 2.3), written for tfplay over its native
# logspace. Loaded on first use by numpy's module __getattr__ (core/tf/numpy_getattr.cpp).
import numpy as np


def geomspace(start, stop, num=50, endpoint=True, dtype=None, axis=0):
    """np.geomspace: num numbers spaced evenly on a log scale from start to stop (both of one
    sign): logspace of their log10s, with the end points set to start and stop exactly.

    Raises ValueError when start or stop is 0."""
    start = np.asarray(start)
    stop = np.asarray(stop)
    if np.any(start == 0) or np.any(stop == 0):
        raise ValueError('Geometric sequence cannot include zero')
    dt = np.result_type(start, stop, float(num), np.zeros((), dtype))
    if np.issubdtype(dt, np.complexfloating):
        raise NotImplementedError('tfplay does not implement np.geomspace of complex numbers yet')
    dtype = dt if dtype is None else np.dtype(dtype)
    start = start.astype(dt)
    stop = stop.astype(dt)
    # A negative sequence is the positive one, negated.
    sign = np.sign(start)
    start = start / sign
    stop = stop / sign
    result = np.logspace(np.log10(start), np.log10(stop), num=num, endpoint=endpoint, base=10.0, dtype=dt)
    if num > 0:
        result[0] = start
        if num > 1 and endpoint:
            result[-1] = stop
    result = result * sign
    if axis != 0:
        result = np.moveaxis(result, 0, axis)
    return result.astype(dtype)


geomspace.__module__ = 'numpy'
