# ndarray.round / ndarray.std / ndarray.var / np.argsort as NumPy 2 computes them:
# - numpy/_core/_methods.py _var and _std: the mean with kept dims (integers summed in float64),
#   squared deviations summed over the axes and divided by max(count - ddof, 0), then sqrt.
# - numpy round (multiarray/calculation.c PyArray_Round): rint(a * 10**decimals) / 10**decimals,
#   rint rounding halves to even.
# - np.argsort: int64 indices along the last axis by default, NaN sorted last.
import numpy as np

a = np.array([1.5, 2.5, 3.25, 4.0])
print(a.round())
print(a.round(1), np.round(a, 1))
print(a.std(), np.std(a), a.var(), np.var(a))
print(np.std(a, ddof=1), a.std(ddof=1))
m = np.array([[1, 2], [3, 5]])
print(m.std(axis=0))
print(m.std(axis=1, keepdims=True))
print(m.std().dtype, m.var(axis=0).dtype)
print(np.argsort(np.array([3, 1, 2])))
print(np.argsort(np.array([[3.0, np.nan, 1.0], [0.5, 2.0, -1.0]])))
print(np.argsort(np.array([[3, 1], [0, 2]]), axis=0))
print(np.array([2, 0, 1]).argsort(), np.argsort(np.array([2, 0, 1])).dtype)
