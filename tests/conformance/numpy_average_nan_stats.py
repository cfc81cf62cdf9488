# np.average (weights, returned, keepdims), np.nansum / nanmean / nanmax / nanmin / nanargmax and
# np.ptp. Values and expected results: the examples of NumPy's docstrings
# (numpy/lib/_function_base_impl.py average; numpy/lib/_nanfunctions_impl.py nansum, nanmean,
# nanmax, nanmin, nanargmax; numpy/_core/fromnumeric.py ptp).
import numpy as np

data = np.arange(1, 5)
print(repr(np.average(data)))
print(repr(np.average(np.arange(1, 11), weights=np.arange(10, 0, -1))))
data = np.arange(6).reshape((3, 2))
print(np.average(data, axis=1, weights=[1.0 / 4, 3.0 / 4]))
try:
    np.average(data, weights=[1.0 / 4, 3.0 / 4])
except TypeError as e:
    print("TypeError:", e)
print(np.average(data, axis=1, keepdims=True))
avg, total = np.average([1.0, 2.0, 4.0], weights=[1, 1, 2], returned=True)
print(avg, total)
try:
    np.average([1.0, 2.0], weights=[0, 0])
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

print(repr(np.nansum(1)), repr(np.nansum([1])), repr(np.nansum([1, np.nan])))
a = np.array([[1, 1], [1, np.nan]])
print(repr(np.nansum(a)), np.nansum(a, axis=0))
a = np.array([[1, np.nan], [3, 4]])
print(repr(np.nanmean(a)))
print(np.nanmean(a, axis=0), np.nanmean(a, axis=1))
a = np.array([[1, 2], [3, np.nan]])
print(repr(np.nanmax(a)), np.nanmax(a, axis=0), np.nanmax(a, axis=1))
print(repr(np.nanmin(a)), np.nanmin(a, axis=0), np.nanmin(a, axis=1))
a = np.array([[np.nan, 4], [2, 3]])
print(repr(np.nanargmax(a)), np.nanargmax(a, axis=0), np.nanargmax(a, axis=1))
print(np.nanmean(np.array([1.0, np.nan, 2.0], dtype=np.float32)).dtype)

x = np.array([[4, 9, 2, 10], [6, 9, 7, 12]])
print(np.ptp(x, axis=1), np.ptp(x, axis=0), repr(np.ptp(x)))
