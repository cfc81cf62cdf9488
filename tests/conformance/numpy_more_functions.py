# np.finfo/iinfo, convolve, cov/corrcoef, rot90, isscalar, moveaxis/swapaxes, broadcast_to,
# take_along_axis, unravel_index, arctan2/hypot/deg2rad, logspace, nan_to_num, tri/triu_indices,
# trace and logical_xor. Values and expected results: the examples of NumPy's docstrings
# (numpy/_core/getlimits.py; numpy/_core/numeric.py convolve, moveaxis; numpy/lib/
# _function_base_impl.py cov, rot90; numpy/_core/fromnumeric.py swapaxes, trace;
# numpy/lib/_stride_tricks_impl.py broadcast_to; numpy/lib/_shape_base_impl.py take_along_axis;
# numpy/_core/multiarray.py unravel_index; numpy/_core/_add_newdocs.py arctan2, hypot;
# numpy/_core/function_base.py logspace; numpy/lib/_type_check_impl.py nan_to_num;
# numpy/lib/_twodim_base_impl.py tri, triu_indices); corrcoef of proportional rows is 1 by hand.
import numpy as np

print(repr(np.finfo(np.float32).eps), np.finfo(np.float64).max, np.finfo(float).eps)
print(np.finfo(np.float32))
print(np.iinfo(np.int32).max, np.iinfo("int8"), np.iinfo(np.int64).min)
print(repr(np.convolve([1, 2, 3], [0, 1, 0.5])))
print(np.convolve([1, 2, 3], [0, 1, 0.5], "same"), np.convolve([1, 2, 3], [0, 1, 0.5], "valid"))
x = np.array([[0, 2], [1, 1], [2, 0]]).T
print(repr(np.cov(x)))
x = [-2.1, -1, 4.3]
y = [3, 1.1, 0.12]
X = np.stack((x, y), axis=0)
print(repr(np.cov(X)))
print(repr(np.cov(x, y)))
print(repr(np.cov(x)))
print(np.corrcoef([1, 2, 3], [2, 4, 6]))
m = np.array([[1, 2], [3, 4]], int)
print(repr(np.rot90(m)))
print(repr(np.rot90(m, 2)))
m = np.arange(8).reshape((2, 2, 2))
print(repr(np.rot90(m, 1, (1, 2))))
print(np.isscalar(3.1), np.isscalar(np.array(3.1)), np.isscalar([3.1]), np.isscalar(np.float64(1)), np.isscalar("numpy"))
x = np.zeros((3, 4, 5))
print(np.moveaxis(x, 0, -1).shape, np.moveaxis(x, -1, 0).shape, np.moveaxis(x, [0, 1], [-1, -2]).shape)
print(repr(np.swapaxes(np.array([[1, 2, 3]]), 0, 1)))
print(repr(np.broadcast_to(np.array([1, 2, 3]), (3, 3))))
a = np.array([[10, 30, 20], [60, 40, 50]])
ai = np.argsort(a, axis=1)
print(repr(np.take_along_axis(a, ai, axis=1)))
print(np.unravel_index([22, 41, 37], (7, 6)))
print(np.unravel_index(1621, (6, 7, 8, 9)))
x = np.array([-1, +1, +1, -1])
y = np.array([-1, -1, +1, +1])
print(repr(np.arctan2(y, x) * 180 / np.pi))
print(repr(np.hypot(3 * np.ones((3, 3)), 4 * np.ones((3, 3)))))
print(repr(np.deg2rad(180)))
print(repr(np.logspace(2.0, 3.0, num=4)))
print(repr(np.nan_to_num(np.array([np.inf, -np.inf, np.nan, -128, 128]))))
print(repr(np.tri(3, 5, 2, dtype=int)))
print(np.triu_indices(4))
print(repr(np.trace(np.eye(3))), repr(np.logical_xor([True, True, False, False], [True, False, True, False])))
