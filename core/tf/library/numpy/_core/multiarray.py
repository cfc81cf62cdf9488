# numpy.inner, vdot and lexsort, which NumPy writes in C (numpy/_core/multiarray), written for
# tfplay over its native numpy functions with NumPy's results and errors. Loaded on first use
# by numpy's module __getattr__ (core/tf/numpy_getattr.cpp).
import numpy as np


def inner(a, b, /):
    """np.inner: sums over the last axes of a and b; shape a.shape[:-1] + b.shape[:-1]. As
    PyArray_InnerProduct, a dot of a with b's last two axes swapped, so a mismatch raises dot's
    'shapes ... not aligned' ValueError naming that swapped shape."""
    a = np.asarray(a)
    b = np.asarray(b)
    if a.ndim >= 1 and b.ndim >= 2:
        b = np.swapaxes(b, -1, -2)
    return np.dot(a, b)


def vdot(a, b, /):
    """np.vdot: the dot product of a and b flattened, a conjugated first."""
    a = np.ravel(a)
    b = np.ravel(b)
    if a.size != b.size:
        raise ValueError('vectors have different lengths')
    if np.iscomplexobj(a):
        a = np.conj(a)
    return np.dot(a, b)


def lexsort(keys, axis=-1):
    """np.lexsort: the indices that sort by the last key first, ties broken by the keys before
    it (a stable sort per key, the first key's first)."""
    if isinstance(keys, tuple) or isinstance(keys, list):
        keys = [np.asarray(k) for k in keys]
    else:
        keys = list(np.asarray(keys))
    if not keys:
        raise TypeError('need sequence of keys with len > 0 in lexsort')
    if any(k.ndim != 1 for k in keys) or axis not in (-1, 0):
        raise NotImplementedError('tfplay does not implement np.lexsort of keys of more than one dimension yet')
    n = keys[0].shape[0]
    if any(k.shape[0] != n for k in keys):
        raise ValueError('all keys need to be the same shape')
    order = np.arange(n)
    for key in keys:
        order = order[np.argsort(key[order], kind='stable')]
    return order


for _f in (inner, vdot, lexsort):
    _f.__module__ = 'numpy'
