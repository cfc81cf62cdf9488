# An ndarray's strides and flags, read-only arrays, and the views made from strides:
# np.broadcast_to and numpy.lib.stride_tricks's sliding_window_view and as_strided (NumPy 2.3).
# Expected values are the docstring examples of numpy/lib/_stride_tricks_impl.py in NumPy 2's
# array printing; the flags' text is flagsobject.c's arrayflags_print; the errors are
# array_assign's ("assignment destination is read-only"), the ufunc machinery's for an
# in-place operator or an out= array ("output array is read-only"), item_selection.c's for a
# sort ("sort array is read-only"), flagsobject.c's, _broadcast_to's and sliding_window_view's.
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view, as_strided

x = np.arange(6)
print(x.shape)
v = sliding_window_view(x, 3)
print(v.shape)
print(repr(v))
i, j = np.ogrid[:3, :4]
x = 10 * i + j
print(x.shape)
print(repr(x))
v = sliding_window_view(x, (2, 2))
print(v.shape)
print(repr(v))
v = sliding_window_view(x, 3, 0)
print(v.shape)
print(repr(v))
v = sliding_window_view(x, (2, 3), (1, 1))
print(v.shape)
print(repr(v))
x = np.arange(7)
print(repr(sliding_window_view(x, 5)[:, ::2]))
print(repr(sliding_window_view(x, 3)[::2, :]))
v = sliding_window_view(np.arange(6), 3)
print(repr(v.mean(axis=-1)))

# A view shares its array's memory; a window view is read-only unless asked otherwise.
base = np.arange(5)
w = sliding_window_view(base, 2)
base[0] = 50
print(w[0], w.flags.writeable, w.strides, base.strides)
try:
    w[0, 0] = 1
except ValueError as e:
    print(e)
w2 = sliding_window_view(base, 2, writeable=True)
w2[1, 1] = -3
print(base)

print(repr(np.broadcast_to(np.array([1, 2, 3]), (3, 3))))
b = np.broadcast_to(np.array([1.0, 2.0]), (2, 2))
print(b.strides, b.flags.writeable, b.flags.owndata)
for call in (lambda: b.__setitem__(0, 5.0), lambda: b.__iadd__(1.0)):
    try:
        call()
    except ValueError as e:
        print(e)

print(repr(as_strided(np.arange(5), shape=(3, 3), strides=(8, 8))))
print(np.zeros((2, 3), dtype=np.float32).strides, np.arange(6).reshape(2, 3).T.strides)
a = np.arange(6).reshape(2, 3)
print(a.flags)
print(a.T.flags['F_CONTIGUOUS'], a.T.flags.c_contiguous, a[:, ::2].flags['C'], np.ones(3).flags.owndata)
a = np.arange(3)
a.flags.writeable = False
try:
    a[0] = 1
except ValueError as e:
    print(e)
for call in (lambda: np.add(a, 1, out=a), lambda: a.sort()):
    try:
        call()
    except ValueError as e:
        print(e)
print(type(a.flags))
try:
    a.flags['C_CONTIGUOUS'] = False
except KeyError as e:
    print("KeyError:", e)
try:
    a.flags.c_contiguous = False
except AttributeError as e:
    print(e)
a.setflags(write=True)
a[0] = 7
print(a)

for call in (lambda: sliding_window_view(np.arange(3), 4),
             lambda: sliding_window_view(np.ones((2, 2)), 2),
             lambda: sliding_window_view(np.arange(3), (1, 1), axis=0),
             lambda: sliding_window_view(np.arange(3), -1),
             lambda: np.broadcast_to(np.arange(3), ()),
             lambda: np.broadcast_to(np.arange(3), (2, 2))):
    try:
        call()
    except ValueError as e:
        print(e)

# dir() lists the names NumPy's Python modules provide too (the module's __dir__).
print("select" in dir(np), "sliding_window_view" in dir(np.lib.stride_tricks))
