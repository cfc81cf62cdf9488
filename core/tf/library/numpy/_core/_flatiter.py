# ndarray.flat: numpy.flatiter (numpy/_core/src/multiarray/iterators.c), a 1-D view of an array's
# elements in C order whatever its memory layout: iteration, len(), indexing with ints, slices,
# int and bool arrays (a copy, as iter_subscript returns), assignment through them (values
# repeat as iter_ass_subscript repeats them), and base, index, coords and copy(). Loaded on
# first use of ndarray.flat.
import numpy as np


class flatiter:
    __module__ = 'numpy'
    __hash__ = None

    def __init__(self, array):
        self._array = array
        self._index = 0

    @property
    def base(self):
        return self._array

    @property
    def index(self):
        return self._index

    @property
    def coords(self):
        if self._array.ndim == 0 or self._index >= self._array.size:
            raise NotImplementedError("tfplay's numpy does not support flatiter.coords of a 0-d or exhausted iterator yet")
        return tuple(int(c) for c in np.unravel_index(self._index, self._array.shape))

    def __len__(self):
        return self._array.size

    def __iter__(self):
        return self

    def __next__(self):
        if self._index >= self._array.size:
            raise StopIteration
        value = self._array.reshape(-1)[self._index]
        self._index += 1
        return value

    def copy(self):
        return self._array.flatten()

    def __array__(self, dtype=None, copy=None):
        flat = self._array.flatten()
        return flat if dtype is None else flat.astype(dtype)

    def _positions(self, key):
        n = self._array.size
        if isinstance(key, tuple):
            if len(key) != 1:
                raise IndexError('unsupported iterator index')
            key = key[0]
        if key is Ellipsis:
            return np.arange(n)
        if isinstance(key, (int, np.integer)):
            k = int(key)
            if k < -n or k >= n:
                raise IndexError(f'index {k} is out of bounds for axis 0 with size {n}')
            return k % n if n else k
        if isinstance(key, slice):
            return np.arange(n)[key]
        keys = np.asarray(key)
        if keys.dtype == np.bool_:
            if keys.shape != (n,):
                raise IndexError('boolean index did not match indexed flat iterator')
            return np.arange(n)[keys]
        if keys.dtype.kind not in 'iu':
            raise IndexError('unsupported iterator index')
        flat_keys = keys.reshape(-1)
        outside = (flat_keys < -n) | (flat_keys >= n)
        if outside.any():
            raise IndexError(f'index {int(flat_keys[np.argmax(outside)])} is out of bounds for axis 0 with size {n}')
        return np.where(keys < 0, keys + n, keys)

    def __getitem__(self, key):
        pos = self._positions(key)
        flat = self._array.flatten()
        return flat[pos]

    def __setitem__(self, key, value):
        pos = self._positions(key)
        a = self._array
        if isinstance(pos, int):
            a[np.unravel_index(pos, a.shape) if a.ndim else ()] = np.asarray(value).reshape(-1)[0]
            return
        pos = np.asarray(pos).reshape(-1)
        if pos.size == 0:
            return
        values = np.asarray(value).reshape(-1)
        if values.size == 0:
            return
        values = np.resize(values, pos.shape)
        a[np.unravel_index(pos, a.shape)] = values

    def __repr__(self):
        return object.__repr__(self).replace('numpy._core._flatiter.flatiter', 'numpy.flatiter')
