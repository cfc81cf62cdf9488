# numpy.tril_indices_from and triu_indices_from (numpy/lib/_twodim_base_impl.py of NumPy 2.3),
# written for tfplay over its native tril_indices and triu_indices. Loaded on first use by
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


for _f in (tril_indices_from, triu_indices_from):
    _f.__module__ = 'numpy'
