# NumPy's ufunc keywords (out=, positional out, where=, dtype=) and reduction keywords (where=,
# initial=, dtype=, out=) are honoured, not ignored: the safe-division idiom divides only where
# the mask holds (no divide-by-zero warning), out= is the array returned, a max with where=
# needs initial=, and a float result does not go into an int out= (casting 'same_kind', the
# ufunc machinery's _UFuncOutputCastingError). Expected values follow numpy/_core/_methods.py
# (_sum, _mean, _amax with where/initial) and the ufunc docs (numpy.ufunc: out, where, dtype).
import numpy as np
a = np.array([1., 2.]); b = np.array([0., 4.])
print(np.divide(a, b, out=np.zeros_like(a), where=b != 0))
o = np.empty(2); r = np.add(np.array([1, 2]), 1, out=o); print(r is o, o)
x = np.array([1., 4.]); np.sqrt(x, x); print(x)
y = np.array([1., np.e]); np.log(y, out=y); print(y)
print(repr(np.sqrt(2, dtype=np.float32)))
print(repr(np.add(np.array([1, 2]), 1, dtype=np.float64)))
a = np.arange(24.)
print(np.sum(a, where=a > 20))
b = np.arange(6)
print(repr(b.max(initial=10)), repr(np.sum(b, initial=100)), repr(b.min(initial=-1)))
print(repr(np.max([], initial=-1)))
print(repr(np.arange(6.).reshape(2, 3).mean(where=np.array([[True, False, True], [False, True, True]]))))
print(repr(np.arange(6.).reshape(2, 3).mean(axis=1, where=np.array([[True, False, True], [False, True, True]]))))
print(repr(np.array([1., 2.], dtype=np.float32).mean(dtype=np.float64)))
try:
    np.max(np.arange(3), where=np.array([True, False, True]))
except ValueError as e:
    print(e)
try:
    np.add(np.array([1, 2]), 0.5, out=np.zeros(2, dtype=int))
except TypeError as e:
    print(type(e).__name__, e)
try:
    np.add(np.ones((2, 2)), 1, out=np.zeros(2))
except ValueError as e:
    print(e)
print(np.sum(np.ones((2, 3)), axis=0, out=np.zeros(3)))
print(np.multiply(np.array([1, 2, 3]), 2, where=np.array([True, False, True]), out=np.array([7, 7, 7])))
