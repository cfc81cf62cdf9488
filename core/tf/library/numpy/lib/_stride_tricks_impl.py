# numpy.broadcast_shapes and numpy.broadcast_arrays (numpy/lib/_stride_tricks_impl.py of NumPy
# 2.3), written for tfplay over its native broadcast_to. Loaded on first use by numpy's
# module __getattr__ (core/tf/numpy_getattr.cpp).
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


def broadcast_arrays(*args, subok=False):
    """The arrays broadcast against each other: a tuple of arrays of one shape."""
    arrays = [np.asarray(a) for a in args]
    shape = _broadcast_shape([a.shape for a in arrays])
    return tuple(a if a.shape == shape else np.broadcast_to(a, shape) for a in arrays)


for _f in (broadcast_shapes, broadcast_arrays):
    _f.__module__ = 'numpy'
