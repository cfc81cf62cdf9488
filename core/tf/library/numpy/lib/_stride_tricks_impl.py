# numpy.broadcast_shapes, numpy.broadcast_arrays and numpy.lib.stride_tricks.sliding_window_view
# (numpy/lib/_stride_tricks_impl.py of NumPy 2.3), written for tfplay over its native
# broadcast_to and as_strided (core/tf/numpy_strides.cpp). Loaded on first use by numpy's
# module __getattr__ (core/tf/numpy_getattr.cpp) and numpy.lib.stride_tricks's.
import numpy as np


def _broadcast_shape(shapes):
    """The shape `shapes` broadcast to, as PyArray_Broadcast finds it (iterators.c): for each
    dimension the first argument whose size is not 1 sets it, and a later one that differs is
    the mismatch its ValueError names."""
    nd = max((len(s) for s in shapes), default=0)
    out = []
    for i in range(nd):
        size, source = 1, -1
        for j, shape in enumerate(shapes):
            k = i + len(shape) - nd
            if k < 0 or shape[k] == 1:
                continue
            if size == 1:
                size, source = shape[k], j
            elif size != shape[k]:
                raise ValueError(
                    'shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between '
                    f'arg {source} with shape {shapes[source]} and arg {j} with shape {shape}.')
        out.append(size)
    return tuple(out)


def broadcast_shapes(*args):
    """The shape that arrays of the given shapes broadcast to; an int is a 1-d shape.

    Raises ValueError naming the first two arguments that do not broadcast."""
    shapes = []
    for s in args:
        shapes.append(np.empty(s, dtype=bool).shape)
    return _broadcast_shape(shapes)


def _writeable_broadcast(a, shape):
    # NumPy's broadcast_arrays views stay writeable (with a DeprecationWarning on a write, which
    # tfplay does not give), where broadcast_to's are read-only.
    view = np.broadcast_to(a, shape)
    view.flags.writeable = a.flags.writeable
    return view


def broadcast_arrays(*args, subok=False):
    """The arrays broadcast against each other: a tuple of arrays of one shape."""
    arrays = [np.asarray(a) for a in args]
    shape = _broadcast_shape([a.shape for a in arrays])
    return tuple(a if a.shape == shape else _writeable_broadcast(a, shape) for a in arrays)


def _axis_tuple(axis, ndim):
    # normalize_axis_tuple(axis, ndim, allow_duplicate=True)
    axes = tuple(axis) if isinstance(axis, (tuple, list)) else (axis,)
    out = []
    for ax in axes:
        ax = ax.__index__()
        if not -ndim <= ax < ndim:
            raise np.exceptions.AxisError(f'axis {ax} is out of bounds for array of dimension {ndim}')
        out.append(ax % ndim)
    return tuple(out)


def sliding_window_view(x, window_shape, axis=None, *, subok=False, writeable=False):
    """Every window of `window_shape` over x's axes (all, or `axis`), as a read-only view: the
    result's shape is x's with each windowed axis n shortened to n - w + 1, followed by the
    window's own axes."""
    window_shape = tuple(window_shape) if np.iterable(window_shape) else (window_shape,)
    x = np.asarray(x)
    if any(w < 0 for w in window_shape):
        raise ValueError('`window_shape` cannot contain negative values')
    if axis is None:
        axis = tuple(range(x.ndim))
        if len(window_shape) != len(axis):
            raise ValueError(f'Since axis is `None`, must provide window_shape for all dimensions of `x`; got '
                             f'{len(window_shape)} window_shape elements and `x.ndim` is {x.ndim}.')
    else:
        axis = _axis_tuple(axis, x.ndim)
        if len(window_shape) != len(axis):
            raise ValueError(f'Must provide matching length window_shape and axis; got {len(window_shape)} '
                             f'window_shape elements and {len(axis)} axes elements.')
    shape = list(x.shape)
    for ax, w in zip(axis, window_shape):
        if shape[ax] < w:
            raise ValueError('window shape cannot be larger than input array shape')
        shape[ax] -= w - 1
    strides = x.strides + tuple(x.strides[ax] for ax in axis)
    return np.lib.stride_tricks.as_strided(x, shape=tuple(shape) + window_shape, strides=strides, writeable=writeable)


for _f in (broadcast_shapes, broadcast_arrays):
    _f.__module__ = 'numpy'
sliding_window_view.__module__ = 'numpy.lib.stride_tricks'
