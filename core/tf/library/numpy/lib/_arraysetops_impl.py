# numpy.ediff1d, setxor1d, unique_counts, unique_inverse and unique_all
# (numpy/lib/_arraysetops_impl.py of NumPy 2.3), written for tfplay over its native numpy
# functions. Loaded on first use by numpy's module __getattr__ (core/tf/numpy_getattr.cpp).
# (unique_values is not here: NumPy 2.3's may use a hash table and return an unsorted order.)
from collections import namedtuple

import numpy as np

UniqueAllResult = namedtuple('UniqueAllResult', ['values', 'indices', 'inverse_indices', 'counts'])
UniqueCountsResult = namedtuple('UniqueCountsResult', ['values', 'counts'])
UniqueInverseResult = namedtuple('UniqueInverseResult', ['values', 'inverse_indices'])


def _same_kind(source, target):
    # np.can_cast(source, target, casting='same_kind') for numeric dtypes: a cast to the same or a
    # later kind of bool < integer < float < complex.
    order = {'b': 0, 'u': 1, 'i': 1, 'f': 2, 'c': 3}
    return order.get(source.kind, 4) <= order.get(target.kind, -1)


def ediff1d(ary, to_end=None, to_begin=None):
    """np.ediff1d: the differences of ary's consecutive elements (flattened), to_begin before
    them and to_end after, in ary's dtype.

    Raises TypeError when to_begin or to_end cannot be cast to it under 'same_kind'."""
    ary = np.ravel(ary)
    dtype = ary.dtype
    parts = []
    for name, extra in (('to_begin', to_begin), ('to_end', to_end)):
        if extra is not None:
            extra = np.asarray(extra)
            if not _same_kind(extra.dtype, dtype):
                raise TypeError(f'dtype of `{name}` must be compatible with input `ary` under the `same_kind` rule.')
    if to_begin is not None:
        parts.append(np.ravel(np.asarray(to_begin)).astype(dtype))
    parts.append((ary[1:] - ary[:-1]).astype(dtype))
    if to_end is not None:
        parts.append(np.ravel(np.asarray(to_end)).astype(dtype))
    return parts[0] if len(parts) == 1 else np.concatenate(parts)


def setxor1d(ar1, ar2, assume_unique=False):
    """np.setxor1d: the sorted values in exactly one of ar1 and ar2."""
    if not assume_unique:
        ar1 = np.unique(ar1)
        ar2 = np.unique(ar2)
    aux = np.concatenate((np.ravel(ar1), np.ravel(ar2)))
    if aux.size == 0:
        return aux
    aux = np.sort(aux)
    flag = np.concatenate(([True], aux[1:] != aux[:-1], [True]))
    return aux[flag[1:] & flag[:-1]]


def unique_counts(x):
    """np.unique_counts: the sorted unique values of x and how often each occurs."""
    return UniqueCountsResult(*np.unique(x, return_counts=True))


def unique_inverse(x):
    """np.unique_inverse: the sorted unique values and, of x's shape, each element's index among them."""
    values, inverse = np.unique(x, return_inverse=True)
    return UniqueInverseResult(values, inverse.reshape(np.shape(x)))


def unique_all(x):
    """np.unique_all: the sorted unique values, the first index of each, the inverse indices and the counts."""
    values, indices, inverse, counts = np.unique(x, return_index=True, return_inverse=True, return_counts=True)
    return UniqueAllResult(values, indices, inverse.reshape(np.shape(x)), counts)


for _f in (ediff1d, setxor1d, unique_counts, unique_inverse, unique_all):
    _f.__module__ = 'numpy'
