# Calls that raised the wrong error. Expected values:
# - np.zeros / np.ones / np.empty with a string dtype: '' (or '1') elements of dtype '<U1' /
#   'S1' (NumPy fills string arrays from the Python value, as np.full would); dtype=object
#   arrays of Python numbers are not emulated: NotImplementedError.
# - np.concatenate((a, b), axis=None): numpy/_core/multiarray.py concatenate docstring,
#   array([1, 2, 3, 4, 5, 6]).
# - np.average with weights shaped like a's axes: numpy/lib/_function_base_impl.py average
#   docstring (NumPy 2.3.2): array([3.4, 4.4]), and its ValueError for axis=0.
# - ndarray + str: numpy/_core/_exceptions.py _UFuncNoLoopError.__str__ ("ufunc 'add' did not
#   contain a loop with signature matching types (dtype('int64'), dtype('<U1')) -> None"), a
#   UFuncTypeError (TypeError) shown under its own qualified name.
# - randint / integers with array bounds broadcast them (mtrand.pyx randint and _generator.pyx
#   integers docstrings: np.random.randint(1, [3, 5, 10]) draws one value per upper bound).
import numpy as np

print(repr(np.zeros(2, dtype=str)), repr(np.ones(3, dtype=str)), repr(np.zeros(2, dtype=np.bytes_)))
print(repr(np.empty((2, 2), dtype='U3')))
try:
    np.zeros(2, dtype=object)
except NotImplementedError as e:
    print("NotImplementedError:", e)

a = np.array([[1, 2], [3, 4]])
b = np.array([[5, 6]])
print(repr(np.concatenate((a, b), axis=None)))

data = np.arange(8).reshape((2, 2, 2))
print(repr(np.average(data, axis=(0, 1), weights=[[1./4, 3./4], [1., 1./2]])))
try:
    np.average(data, axis=0, weights=[[1./4, 3./4], [1., 1./2]])
except ValueError as e:
    print("ValueError:", e)

try:
    np.array([1, 2]) + 'a'
except TypeError as e:
    print(type(e).__qualname__, isinstance(e, TypeError), "|", e)

r = np.random.randint(1, [3, 5, 10])
print(r.shape, r.dtype, bool((r >= 1).all() and (r < [3, 5, 10]).all()))
g = np.random.default_rng(0).integers([0, 10], [5, 20], size=(4, 2))
print(g.shape, bool((g[:, 0] < 5).all() and (g[:, 1] >= 10).all()))
try:
    np.random.default_rng(0).integers([5, 1], [3, 5])
except ValueError as e:
    print("ValueError:", e)

np.array([1.5]) - 'x'
