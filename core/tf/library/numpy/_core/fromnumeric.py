# numpy.diagonal, resize, matrix_transpose and permute_dims (numpy/_core/fromnumeric.py of
# NumPy 2.3), written for tfplay over its native numpy functions. Loaded on first use by
# numpy's module __getattr__ (core/tf/numpy_getattr.cpp).
import numpy as np


def _normalize_axis(axis, ndim, prefix):
    if axis < -ndim or axis >= ndim:
        raise np.exceptions.AxisError(f'{prefix}: axis {axis} is out of bounds for array of dimension {ndim}')
    return axis % ndim


def diagonal(a, offset=0, axis1=0, axis2=1):
    """np.diagonal: the diagonal offset above (below, negative) the main one of the axis1 x
    axis2 planes, as the last axis of the result (PyArray_Diagonal).

    Raises ValueError for fewer than 2 dimensions or axis1 == axis2, AxisError for bad axes."""
    a = np.asarray(a)
    if a.ndim < 2:
        raise ValueError('diag requires an array of at least two dimensions')
    axis1 = _normalize_axis(axis1, a.ndim, 'axis1')
    axis2 = _normalize_axis(axis2, a.ndim, 'axis2')
    if axis1 == axis2:
        raise ValueError('axis1 and axis2 cannot be the same')
    planes = np.moveaxis(a, (axis1, axis2), (-2, -1))
    rows, cols = planes.shape[-2], planes.shape[-1]
    if offset >= 0:
        count = max(0, min(rows, cols - offset))
        i = np.arange(count)
        return planes[..., i, i + offset]
    count = max(0, min(rows + offset, cols))
    i = np.arange(count)
    return planes[..., i - offset, i]


def resize(a, new_shape):
    """np.resize: a's elements repeated (in C order) to fill new_shape; zeros if a is empty."""
    if isinstance(new_shape, (int, np.integer)):
        new_shape = (new_shape,)
    a = np.ravel(a)
    new_size = 1
    for dim in new_shape:
        new_size *= dim
        if dim < 0:
            raise ValueError('all elements of `new_shape` must be non-negative')
    if a.size == 0 or new_size == 0:
        return np.zeros(new_shape, dtype=a.dtype)
    repeats = -(-new_size // a.size)
    return np.reshape(np.concatenate((a,) * repeats)[:new_size], new_shape)


def matrix_transpose(x, /):
    """np.matrix_transpose: x with its last two axes swapped."""
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f'Input array must be at least 2-dimensional, but it is {x.ndim}')
    return np.swapaxes(x, -1, -2)


def permute_dims(a, axes=None):
    """np.permute_dims: the array API's name of np.transpose."""
    return np.transpose(a, axes)


for _f in (diagonal, resize, matrix_transpose, permute_dims):
    _f.__module__ = 'numpy'
