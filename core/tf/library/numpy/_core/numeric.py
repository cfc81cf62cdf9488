# numpy.indices, fromfunction, array_equiv, cross, rollaxis and tensordot (numpy/_core/numeric.py
# of NumPy 2.3), written for tfplay over its native numpy functions. Loaded on first use by numpy's module __getattr__
# (core/tf/numpy_getattr.cpp).
import math
import warnings

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


def _normalize_axis(axis, ndim, prefix=None):
    if axis < -ndim or axis >= ndim:
        message = f'axis {axis} is out of bounds for array of dimension {ndim}'
        raise np.exceptions.AxisError(f'{prefix}: {message}' if prefix else message)
    return axis % ndim


def cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None):
    """np.cross: the cross product of 3-vectors (or, deprecated since NumPy 2.0, 2-vectors)
    along the given axes, broadcast over the others; the dtype both promote to.

    Raises ValueError for 0-d arrays or vectors of another length, AxisError for bad axes."""
    if axis is not None:
        axisa, axisb, axisc = (axis,) * 3
    a = np.asarray(a)
    b = np.asarray(b)
    if a.ndim < 1 or b.ndim < 1:
        raise ValueError('At least one array has zero dimension')
    a = np.moveaxis(a, _normalize_axis(axisa, a.ndim, 'axisa'), -1)
    b = np.moveaxis(b, _normalize_axis(axisb, b.ndim, 'axisb'), -1)
    if a.shape[-1] not in (2, 3) or b.shape[-1] not in (2, 3):
        raise ValueError('incompatible dimensions for cross product\n(dimension must be 2 or 3)')
    if a.shape[-1] == 2 or b.shape[-1] == 2:
        warnings.warn('Arrays of 2-dimensional vectors are deprecated. Use arrays of 3-dimensional vectors '
                      'instead. (deprecated in NumPy 2.0)', DeprecationWarning, stacklevel=2)
    shape = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    dtype = np.promote_types(a.dtype, b.dtype)
    a = a.astype(dtype)
    b = b.astype(dtype)
    a0, a1 = a[..., 0], a[..., 1]
    b0, b1 = b[..., 0], b[..., 1]
    if a.shape[-1] == 2 and b.shape[-1] == 2:
        return np.broadcast_to(a0 * b1 - a1 * b0, shape).astype(dtype)
    # Each component as NumPy's loop computes it: two products, then their difference.
    if a.shape[-1] == 2:
        b2 = b[..., 2]
        parts = (a1 * b2, -(a0 * b2), a0 * b1 - a1 * b0)
    elif b.shape[-1] == 2:
        a2 = a[..., 2]
        parts = (-(a2 * b1), a2 * b0, a0 * b1 - a1 * b0)
    else:
        a2, b2 = a[..., 2], b[..., 2]
        parts = (a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0)
    cp = np.stack([np.broadcast_to(p, shape) for p in parts], axis=-1).astype(dtype)
    return np.moveaxis(cp, -1, _normalize_axis(axisc, len(shape) + 1, 'axisc'))


def rollaxis(a, axis, start=0):
    """np.rollaxis: axis moved to before position start (moveaxis is the newer spelling)."""
    n = a.ndim
    axis = _normalize_axis(axis, n)
    if start < 0:
        start += n
    if not (0 <= start < n + 1):
        raise np.exceptions.AxisError(f"'start' arg requires {-n} <= start < {n + 1}, but {start} was passed in")
    if axis < start:
        start -= 1
    if axis == start:
        return a[...]
    axes = list(range(n))
    axes.remove(axis)
    axes.insert(start, axis)
    return a.transpose(axes)


for _f in (indices, fromfunction, array_equiv, cross, rollaxis):
    _f.__module__ = 'numpy'


# tensordot as NumPy writes it (transpose, reshape to matrices, dot), so that its argument
# handling and errors are NumPy's.
def tensordot(a, b, axes=2):
    try:
        iter(axes)
    except Exception:
        axes_a = list(range(-axes, 0))
        axes_b = list(range(0, axes))
    else:
        axes_a, axes_b = axes
    try:
        na = len(axes_a)
        axes_a = list(axes_a)
    except TypeError:
        axes_a = [axes_a]
        na = 1
    try:
        nb = len(axes_b)
        axes_b = list(axes_b)
    except TypeError:
        axes_b = [axes_b]
        nb = 1

    a, b = np.asarray(a), np.asarray(b)
    as_ = a.shape
    nda = a.ndim
    bs = b.shape
    ndb = b.ndim
    equal = True
    if na != nb:
        equal = False
    else:
        for k in range(na):
            if as_[axes_a[k]] != bs[axes_b[k]]:
                equal = False
                break
            if axes_a[k] < 0:
                axes_a[k] += nda
            if axes_b[k] < 0:
                axes_b[k] += ndb
    if not equal:
        raise ValueError("shape-mismatch for sum")

    # Move the axes to sum over to the end of "a"
    # and to the front of "b"
    notin = [k for k in range(nda) if k not in axes_a]
    newaxes_a = notin + axes_a
    N2 = math.prod(as_[axis] for axis in axes_a)
    newshape_a = (math.prod([as_[ax] for ax in notin]), N2)
    olda = [as_[axis] for axis in notin]

    notin = [k for k in range(ndb) if k not in axes_b]
    newaxes_b = axes_b + notin
    N2 = math.prod(bs[axis] for axis in axes_b)
    newshape_b = (N2, math.prod([bs[ax] for ax in notin]))
    oldb = [bs[axis] for axis in notin]

    at = a.transpose(newaxes_a).reshape(newshape_a)
    bt = b.transpose(newaxes_b).reshape(newshape_b)
    res = np.dot(at, bt)
    return res.reshape(olda + oldb)
