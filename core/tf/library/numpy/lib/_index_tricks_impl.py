# numpy.ix_, mgrid, ogrid, s_, index_exp, ndenumerate, ndindex, fill_diagonal, diag_indices and
# diag_indices_from (numpy/lib/_index_tricks_impl.py of NumPy 2.3), written for tfplay over its
# native numpy functions. Loaded on first use by numpy's module __getattr__
# (core/tf/numpy_getattr.cpp).
import itertools
import math

import numpy as np


def ix_(*args):
    """np.ix_: an open mesh of the 1-d index sequences (booleans become their nonzero indices):
    argument k reshaped to (1, ..., n, ..., 1), for a[np.ix_(rows, cols)].

    Raises ValueError for an argument that is not 1-d."""
    out = []
    nd = len(args)
    for k, new in enumerate(args):
        if not isinstance(new, np.ndarray):
            new = np.asarray(new)
            if new.size == 0:
                new = new.astype(np.intp)
        if new.ndim != 1:
            raise ValueError('Cross index must be 1 dimensional')
        if new.dtype == np.bool_:
            new, = new.nonzero()
        out.append(new.reshape((1,) * k + (new.size,) + (1,) * (nd - k - 1)))
    return tuple(out)


class nd_grid:
    """mgrid's and ogrid's class: a[start:stop:step, ...] gives the grid's coordinate arrays;
    a complex step (5j) is a number of points, the stop included."""
    __slots__ = ('sparse',)

    def __init__(self, sparse=False):
        self.sparse = sparse

    def __getitem__(self, key):
        try:
            size = []
            numbers = [0]
            for k in range(len(key)):
                step, start, stop = key[k].step, key[k].start, key[k].stop
                if start is None:
                    start = 0
                if step is None:
                    step = 1
                if isinstance(step, (np.complexfloating, complex)):
                    step = abs(step)
                    size.append(int(step))
                else:
                    size.append(math.ceil((stop - start) / step))
                numbers += [start, stop, step]
            typ = np.result_type(*numbers)
            if self.sparse:
                grids = [np.arange(n, dtype=typ) for n in size]
            else:
                grids = np.indices(size, typ)
            for k, kk in enumerate(key):
                step, start = kk.step, kk.start
                if start is None:
                    start = 0
                if step is None:
                    step = 1
                if isinstance(step, (np.complexfloating, complex)):
                    step = int(abs(step))
                    if step != 1:
                        step = (kk.stop - start) / float(step - 1)
                grids[k] = grids[k] * step + start
            if self.sparse:
                for k in range(len(size)):
                    grids[k] = grids[k].reshape((1,) * k + (size[k],) + (1,) * (len(size) - k - 1))
                return tuple(grids)
            return grids
        except (IndexError, TypeError):
            step, stop, start = key.step, key.stop, key.start
            if start is None:
                start = 0
            if isinstance(step, (np.complexfloating, complex)):
                step_float = abs(step)
                step = length = int(step_float)
                if step != 1:
                    step = (key.stop - start) / float(step - 1)
                typ = np.result_type(start, stop, step_float)
                return np.arange(0, length, 1, dtype=typ) * step + start
            return np.arange(start, stop, 1 if step is None else step)


class MGridClass(nd_grid):
    """np.mgrid: a dense grid, one array of the coordinates of each axis stacked."""
    __slots__ = ()

    def __init__(self):
        super().__init__(sparse=False)


class OGridClass(nd_grid):
    """np.ogrid: an open grid, a tuple of one array per axis shaped to broadcast."""
    __slots__ = ()

    def __init__(self):
        super().__init__(sparse=True)


mgrid = MGridClass()
ogrid = OGridClass()


class IndexExpression:
    """np.s_ and np.index_exp: x[...] gives the index expression itself (index_exp always a tuple)."""
    __slots__ = ('maketuple',)

    def __init__(self, maketuple):
        self.maketuple = maketuple

    def __getitem__(self, item):
        if self.maketuple and not isinstance(item, tuple):
            return (item,)
        return item


index_exp = IndexExpression(maketuple=True)
s_ = IndexExpression(maketuple=False)


class ndindex:
    """np.ndindex(*shape): the index tuples of an array of that shape, in C order."""

    def __init__(self, *shape):
        if len(shape) == 1 and isinstance(shape[0], tuple):
            shape = shape[0]
        shape = np.empty(shape, dtype=bool).shape  # NumPy's checks of the sizes
        self._it = itertools.product(*(range(n) for n in shape))

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._it)


class ndenumerate:
    """np.ndenumerate(arr): (index tuple, element) pairs in C order, the elements NumPy scalars."""

    def __init__(self, arr):
        self._arr = np.asarray(arr)
        self._it = ndindex(self._arr.shape)

    def __next__(self):
        index = next(self._it)
        return index, self._arr[index]

    def __iter__(self):
        return self


def fill_diagonal(a, val, wrap=False):
    """np.fill_diagonal: writes val (repeated when it is a sequence) on a's main diagonal, in
    place. A tall 2-d array's diagonal restarts below each square block with wrap=True.

    Raises ValueError for an array of fewer than 2 dimensions, or of more with unequal ones."""
    if a.ndim < 2:
        raise ValueError('array must be at least 2-d')
    end = a.size
    if a.ndim == 2:
        step = a.shape[1] + 1
        if not wrap:
            end = min(end, a.shape[1] * a.shape[1])
    else:
        if not np.all(np.diff(a.shape) == 0):
            raise ValueError('All dimensions of input must be of equal length')
        step = 1 + int(np.cumprod(a.shape[:-1]).sum())
    positions = np.arange(0, end, step)
    values = np.asarray(val).reshape(-1)
    if positions.size == 0 or values.size == 0:
        return
    a[np.unravel_index(positions, a.shape)] = values[np.arange(positions.size) % values.size]


def diag_indices(n, ndim=2):
    """np.diag_indices: the indices of the main diagonal of an n x ... x n array, ndim times arange(n)."""
    idx = np.arange(n)
    return (idx,) * ndim


def diag_indices_from(arr):
    """np.diag_indices_from: diag_indices of arr's size and dimensions, all of which must be equal."""
    if not arr.ndim >= 2:
        raise ValueError('input array must be at least 2-d')
    if not np.all(np.diff(arr.shape) == 0):
        raise ValueError('All dimensions of input must be of equal length')
    return diag_indices(arr.shape[0], arr.ndim)


for _f in (ix_, fill_diagonal, diag_indices, diag_indices_from, ndindex, ndenumerate):
    _f.__module__ = 'numpy'
