# Arguments tfplay used to ignore, with the values NumPy 2.3.2's docstrings give for them:
# - np.nan_to_num leaves its input alone (copy=True) and treats complex parts separately
#   (numpy/lib/_type_check_impl.py nan_to_num examples); copy=False works in place and returns
#   the argument itself (same docstring: "If False, ... the operation is done in-place").
# - np.array(..., ndmin=) (numpy/_core/_add_newdocs.py array: array([[1, 2, 3]])).
# - out= of isfinite / isinf (numpy/_core/code_generators/ufunc_docstrings.py: y becomes
#   array([0, 1, 0]) / array([1, 0, 1])), clip (numpy/_core/fromnumeric.py clip: a becomes
#   array([3, 3, 3, 3, 4, 5, 6, 6, 6, 6])) and round (fromnumeric.py round's out, like around).
# - where= of std and var (fromnumeric.py std: 2.0, var: 4.0).
# - np.size(a, axis) (fromnumeric.py size: 3 and 2).
# - np.array_equal(a, a, equal_nan=True) (numpy/_core/numeric.py array_equal: True).
# - atleast_1d / atleast_2d / atleast_3d of several arrays return a tuple
#   (numpy/_core/shape_base.py examples).
import numpy as np

x = np.array([np.inf, -np.inf, np.nan, -128, 128])
print(repr(np.nan_to_num(x)))
print(repr(x))
print(repr(np.nan_to_num(x, nan=-9999, posinf=33333333, neginf=33333333)))
y = np.array([complex(np.inf, np.nan), np.nan, complex(np.nan, np.inf)])
print(repr(np.nan_to_num(y)))
print(repr(np.nan_to_num(y, nan=111111, posinf=222222)))
z = np.array([1.5, np.nan])
print(np.nan_to_num(z, copy=False) is z, repr(z))

print(repr(np.array([1, 2, 3], ndmin=2)))
print(repr(np.array(5, ndmin=3)))

x = np.array([-np.inf, 0., np.inf])
y = np.array([2, 2, 2])
print(repr(np.isfinite(x, y)), repr(y))
print(repr(np.isinf(x, y)), repr(y))
a = np.arange(10)
print(repr(np.clip(a, 3, 6, out=a)), repr(a))
b = np.zeros(3)
print(repr(np.round(np.array([0.37, 1.64, 2.5]), 1, out=b)), repr(b))

a = np.array([[14, 8, 11, 10], [7, 9, 10, 11], [10, 15, 5, 10]])
print(repr(np.std(a, where=[[True], [True], [False]])))
print(repr(np.var(a, where=[[True], [True], [False]])))

a = np.array([[1, 2, 3], [4, 5, 6]])
print(np.size(a), np.size(a, 1), np.size(a, 0))

a = np.array([1, np.nan])
print(np.array_equal(a, a), np.array_equal(a, a, equal_nan=True))

print(np.atleast_1d(1, [3, 4]))
print(np.atleast_2d(1, [1, 2], [[1, 2]]))
print([a.shape for a in np.atleast_3d([1, 2], [[1, 2]], [[[1, 2]]])])
