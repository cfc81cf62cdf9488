# numpy.tril_indices_from, triu_indices_from, diagflat and vander (numpy/lib/_twodim_base_impl.py
# of NumPy 2.3), written for tfplay over its native numpy functions. Loaded on first use by
# numpy's module __getattr__ (core/tf/numpy_getattr.cpp).
import numpy as np


def tril_indices_from(arr, k=0):
    """np.tril_indices_from: the indices of the lower triangle of the 2-d arr (k above the diagonal)."""
    if arr.ndim != 2:
        raise ValueError('input array must be 2-d')
    return np.tril_indices(arr.shape[-2], k=k, m=arr.shape[-1])


def triu_indices_from(arr, k=0):
    """np.triu_indices_from: the indices of the upper triangle of the 2-d arr (from k above the diagonal)."""
    if arr.ndim != 2:
        raise ValueError('input array must be 2-d')
    return np.triu_indices(arr.shape[-2], k=k, m=arr.shape[-1])


def diagflat(v, k=0):
    """np.diagflat: a 2-d array with v flattened on its k-th diagonal."""
    return np.diag(np.ravel(v), k)


def vander(x, N=None, increasing=False):
    """np.vander: the Vandermonde matrix of the 1-d x, N columns of powers (decreasing unless
    increasing), each column the previous times x (multiply.accumulate), in x's dtype promoted
    with int."""
    x = np.asarray(x)
    if x.ndim != 1:
        raise ValueError('x must be a one-dimensional array or sequence.')
    if N is None:
        N = len(x)
    dtype = np.promote_types(x.dtype, int)
    columns = []
    power = np.ones(len(x), dtype=dtype)
    for i in range(N):
        columns.append(power)
        power = (power * x).astype(dtype)
    if not increasing:
        columns = columns[::-1]
    if not columns:
        return np.zeros((len(x), 0), dtype=dtype)
    return np.stack(columns, axis=1)


for _f in (tril_indices_from, triu_indices_from, diagflat, vander):
    _f.__module__ = 'numpy'
