# np.bincount, np.isin, np.searchsorted, np.digitize, np.histogram and the set functions.
# Values and expected arrays: the examples of NumPy's docstrings (numpy/_core/multiarray.py
# bincount; numpy/lib/_arraysetops_impl.py isin, intersect1d, union1d, setdiff1d;
# numpy/_core/fromnumeric.py searchsorted; numpy/lib/_function_base_impl.py digitize;
# numpy/lib/_histograms_impl.py histogram).
import numpy as np

print(np.bincount(np.arange(5)))
x = np.array([0, 1, 1, 3, 2, 1, 7])
print(np.bincount(x), np.bincount(x).size == np.amax(x) + 1)
w = np.array([0.3, 0.5, 0.2, 0.7, 1.0, -0.6])
x = np.array([0, 1, 1, 2, 2, 2])
print(np.bincount(x, weights=w))
print(np.bincount([1, 1], minlength=4))
try:
    np.bincount(np.arange(5, dtype=float))
except TypeError as e:
    print("TypeError:", e)
try:
    np.bincount([0, -1])
except ValueError as e:
    print("ValueError:", e)

element = 2 * np.arange(4).reshape((2, 2))
test_elements = [1, 2, 4, 8]
mask = np.isin(element, test_elements)
print(mask)
print(element[mask])
print(np.isin(element, test_elements, invert=True))

print(repr(np.searchsorted([11, 12, 13, 14, 15], 13)))
print(repr(np.searchsorted([11, 12, 13, 14, 15], 13, side="right")))
print(np.searchsorted([11, 12, 13, 14, 15], [-10, 20, 12, 13]))

x = np.array([0.2, 6.4, 3.0, 1.6])
bins = np.array([0.0, 1.0, 2.5, 4.0, 10.0])
print(np.digitize(x, bins))
x = np.array([1.2, 10.0, 12.4, 15.5, 20.])
bins = np.array([0, 5, 10, 15, 20])
print(np.digitize(x, bins, right=True), np.digitize(x, bins, right=False))

print(np.histogram([1, 2, 1], bins=[0, 1, 2, 3]))
print(np.histogram(np.arange(4), bins=np.arange(5), density=True))
print(np.histogram([[1, 2, 1], [1, 0, 1]], bins=[0, 1, 2, 3]))
hist, edges = np.histogram([0.5, 1.5, 1.7, 3.0, 2.2])
print(hist, edges)
hist, edges = np.histogram(np.array([1, 2, 2, 3, 3, 3]), bins=3, range=(0, 6))
print(hist, edges)

print(np.intersect1d([1, 3, 4, 3], [3, 1, 2, 1]))
print(np.union1d([-1, 0, 1], [-2, 0, 2]))
print(np.setdiff1d(np.array([1, 2, 3, 2, 4, 1]), np.array([3, 4, 5, 6])))
