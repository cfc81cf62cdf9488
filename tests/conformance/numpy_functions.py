# NumPy 2 array functions learners use next to TF: isnan/isinf/isfinite, clip, log1p, expm1,
# log2, log10, exp2, cumsum/cumprod, diff, unique (return_counts, return_index,
# return_inverse), sort, median, percentile/quantile (method='linear'), count_nonzero,
# nonzero/argwhere/flatnonzero/where(condition), full_like, tile, repeat, hstack/vstack/
# column_stack, split/array_split, flip (a view), roll, pad (constant), outer, linalg.norm and
# argmax/argmin with an axis. Sources: numpy/_core/fromnumeric.py, numeric.py, shape_base.py,
# numpy/lib/_function_base_impl.py (diff, median, _quantile's _lerp), _arraysetops_impl.py
# (unique), _shape_base_impl.py (tile, split), _arraypad_impl.py, numpy/linalg/_linalg.py; the
# values were checked against NumPy 1.24 running this program (none of these changed in
# NumPy 2 for the inputs used).
import numpy as np
x = np.array([1.0, np.nan, np.inf, -np.inf, 0.0])
print(np.isnan(x), np.isinf(x), np.isfinite(x))
print(np.isnan(np.arange(3)), np.isnan(1.0), np.isinf(np.float32(1)))
print(np.clip(np.arange(10), 2, 7), np.clip(np.array([1.5, -2.0, 9.0]), 0, 5), np.clip(np.arange(5), None, 2))
print(np.log1p(np.array([0.0, 1.0, 9.0])), np.expm1(np.array([0.0, 1e-10, 1.0])))
print(np.log2(np.array([1, 2, 8, 10])), np.log10(np.array([1.0, 100.0, 5.0])), np.exp2(np.arange(4)))
print(np.log2(np.array([1, 2, 3], dtype=np.float32)), np.log10(np.array([3, 7], dtype=np.int8)))
print(np.cumsum(np.arange(1, 6)), np.cumsum(np.array([[1, 2], [3, 4]]), axis=0), np.cumsum(np.array([[1, 2], [3, 4]]), axis=1))
print(np.cumprod(np.array([1, 2, 3, 4])), np.cumsum(np.array([0.1, 0.2, 0.3])), np.cumsum(np.array([True, True, False])))
print(np.diff(np.array([1, 4, 9, 16])), np.diff(np.array([1, 4, 9, 16]), n=2), np.diff(np.array([[1, 3], [6, 10]]), axis=0))
print(np.diff(np.array([True, False, False, True])))
print(np.unique(np.array([3, 1, 2, 3, 1])), np.unique(np.array([[1, 1], [2, 5]])))
vals, counts = np.unique(np.array([2, 2, 7, 1, 7, 7]), return_counts=True)
print(vals, counts)
print(np.unique(np.array([1.0, np.nan, 2.0, np.nan]), return_index=True))
print(np.unique(np.array([5, 3, 5]), return_inverse=True))
print(np.sort(np.array([3, 1, 2])), np.sort(np.array([[3, 1], [0, 2]])), np.sort(np.array([[3, 1], [0, 2]]), axis=0), np.sort(np.array([2.0, np.nan, 1.0])))
print(np.median(np.array([3, 1, 2])), np.median(np.array([4, 1, 2, 3])), np.median(np.array([[1.0, 5.0], [3.0, 2.0]]), axis=0))
print(np.median(np.array([1, 2, 3, 4], dtype=np.float32)))
print(np.percentile(np.arange(10), 50), np.percentile(np.arange(10), [25, 75]), np.quantile(np.array([1, 2, 3, 4, 5]), 0.3))
print(np.percentile(np.array([[10, 7, 4], [3, 2, 1]]), 50, axis=1))
print(np.count_nonzero(np.array([0, 1, 2, 0])), np.count_nonzero(np.eye(3), axis=0))
print(np.nonzero(np.array([0, 3, 0, 4])), np.nonzero(np.array([[1, 0], [0, 1]])))
print(np.argwhere(np.array([[1, 0], [0, 1]])), np.flatnonzero(np.array([0, 2, 0, 3])))
print(np.full_like(np.arange(3), 7), np.full_like(np.arange(3), 2.5), np.full_like(np.arange(3.0), 2.5), np.zeros_like(np.eye(2)))
print(np.tile(np.array([1, 2]), 3), np.tile(np.array([1, 2]), (2, 2)), np.tile(np.array([[1, 2]]), 2))
print(np.repeat(np.array([1, 2]), 2), np.repeat(np.array([[1, 2], [3, 4]]), [1, 2], axis=0), np.repeat(3, 4))
print(np.hstack([np.array([1, 2]), np.array([3])]), np.vstack([np.array([1, 2]), np.array([3, 4])]), np.column_stack([np.array([1, 2]), np.array([3, 4])]))
print(np.hstack([np.ones((2, 1)), np.zeros((2, 2))]))
print(np.split(np.arange(6), 3), np.array_split(np.arange(7), 3), np.split(np.arange(6), [1, 4]))
print(np.split(np.arange(8).reshape(2, 4), 2, axis=1))
print(np.flip(np.arange(4)), np.flip(np.arange(6).reshape(2, 3)), np.flip(np.arange(6).reshape(2, 3), axis=1), np.fliplr(np.eye(2)), np.flipud(np.arange(4).reshape(2, 2)))
print(np.roll(np.arange(5), 2), np.roll(np.arange(5), -1), np.roll(np.arange(6).reshape(2, 3), 1, axis=1), np.roll(np.arange(6).reshape(2, 3), 1))
print(np.pad(np.array([1, 2]), 2), np.pad(np.array([1, 2]), (1, 3), constant_values=9), np.pad(np.ones((1, 2)), ((1, 0), (0, 1))))
print(np.outer(np.array([1, 2, 3]), np.array([1, 10])))
print(np.linalg.norm(np.array([3, 4])), np.linalg.norm(np.array([[1.0, 2.0], [3.0, 4.0]])), np.linalg.norm(np.array([[3.0, 4.0], [6.0, 8.0]]), axis=1))
print(np.where(np.array([0, 1, 0, 2])))
print(np.argmax(np.array([[1, 5], [7, 2]]), axis=0), np.argmin(np.array([[1, 5], [7, 2]]), axis=1))
f = np.flip(np.arange(4))
print(f.base is not None)
e = np.empty((2, 2), dtype=np.int32)
e[...] = 4
print(e, np.empty_like(e).shape, np.empty_like(e).dtype, repr(np.zeros_like(5)), np.ones_like(np.float32(2)).dtype)
