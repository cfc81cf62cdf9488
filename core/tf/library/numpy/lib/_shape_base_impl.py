# numpy.apply_along_axis, apply_over_axes, hsplit, vsplit, dsplit and kron (numpy/lib/_shape_base_impl.py of
# NumPy 2.3), written for tfplay over its native numpy functions. Loaded on first use by
# numpy's module __getattr__ (core/tf/numpy_getattr.cpp).
import numpy as np


def _normalize_axis(axis, ndim):
    if axis < -ndim or axis >= ndim:
        raise np.exceptions.AxisError(f'axis {axis} is out of bounds for array of dimension {ndim}')
    return axis % ndim


def apply_along_axis(func1d, axis, arr, *args, **kwargs):
    """np.apply_along_axis: func1d(a, *args, **kwargs) on each 1-d slice `a` of arr along axis.

    The slices' results (all of one shape) replace that axis; the first result's dtype is the
    output's (later results are cast to it). Raises AxisError for an axis out of bounds and
    ValueError when another axis has length 0."""
    arr = np.asarray(arr)
    nd = arr.ndim
    axis = _normalize_axis(axis, nd)
    dims = list(range(nd))
    view = np.transpose(arr, dims[:axis] + dims[axis + 1:] + [axis])
    indices = (index + (Ellipsis,) for index in np.ndindex(view.shape[:-1]))
    try:
        first = next(indices)
    except StopIteration:
        raise ValueError('Cannot apply_along_axis when any iteration dimensions are 0') from None
    res = np.asarray(func1d(view[first], *args, **kwargs))
    buff = np.zeros(view.shape[:-1] + res.shape, dtype=res.dtype)
    bdims = list(range(buff.ndim))
    permute = bdims[0:axis] + bdims[buff.ndim - res.ndim:buff.ndim] + bdims[axis:buff.ndim - res.ndim]
    buff[first] = res
    for index in indices:
        buff[index] = np.asarray(func1d(view[index], *args, **kwargs))
    return np.transpose(buff, permute)


def apply_over_axes(func, a, axes):
    """np.apply_over_axes: val = func(val, axis) for each axis in turn (a negative axis counted
    from a's end), a result one dimension short getting that axis back (np.expand_dims); the
    result keeps a's number of dimensions. As NumPy's, it reads a.ndim from `a` as given (a list
    has none) and raises ValueError for a result of any other dimension."""
    val = np.asarray(a)
    ndim = a.ndim
    if np.array(axes).ndim == 0:
        axes = (axes,)
    for axis in axes:
        if axis < 0:
            axis = ndim + axis
        res = func(val, axis)
        if res.ndim != val.ndim:
            res = np.expand_dims(res, axis)
            if res.ndim != val.ndim:
                raise ValueError("function is not returning "
                                 "an array of the correct shape")
        val = res
    return val


def hsplit(ary, indices_or_sections):
    """np.hsplit: split along axis 1 (axis 0 of a 1-d array). Raises ValueError for a 0-d one."""
    if np.ndim(ary) == 0:
        raise ValueError('hsplit only works on arrays of 1 or more dimensions')
    if ary.ndim > 1:
        return np.split(ary, indices_or_sections, 1)
    return np.split(ary, indices_or_sections, 0)


def vsplit(ary, indices_or_sections):
    """np.vsplit: split along axis 0 of an array of 2 or more dimensions."""
    if np.ndim(ary) < 2:
        raise ValueError('vsplit only works on arrays of 2 or more dimensions')
    return np.split(ary, indices_or_sections, 0)


def dsplit(ary, indices_or_sections):
    """np.dsplit: split along axis 2 of an array of 3 or more dimensions."""
    if np.ndim(ary) < 3:
        raise ValueError('dsplit only works on arrays of 3 or more dimensions')
    return np.split(ary, indices_or_sections, 2)


def _insert_axes(a, axes):
    for axis in axes:
        a = np.expand_dims(a, axis)
    return a


def kron(a, b):
    """np.kron: the Kronecker product, blocks of b scaled by each element of a; its shape is the
    shapes' product, the shorter shape taken with leading 1s."""
    b = np.asarray(b)
    a = np.asarray(a)
    if a.ndim < b.ndim:
        a = a.reshape((1,) * (b.ndim - a.ndim) + a.shape)
    nda, ndb = a.ndim, b.ndim
    nd = max(nda, ndb)
    if nda == 0 or ndb == 0:
        return np.multiply(a, b)
    as_ = (1,) * max(0, ndb - nda) + a.shape
    bs = (1,) * max(0, nda - ndb) + b.shape
    a_arr = _insert_axes(a, range(ndb - nda))
    b_arr = _insert_axes(b, range(nda - ndb))
    # a's axes at the even places and b's at the odd ones: (a0, 1, a1, 1, ...) * (1, b0, 1, b1, ...).
    a_arr = _insert_axes(a_arr, range(1, nd * 2, 2))
    b_arr = _insert_axes(b_arr, range(0, nd * 2, 2))
    return np.multiply(a_arr, b_arr).reshape(tuple(x * y for x, y in zip(as_, bs)))


for _f in (apply_along_axis, apply_over_axes, hsplit, vsplit, dsplit, kron):
    _f.__module__ = 'numpy'
