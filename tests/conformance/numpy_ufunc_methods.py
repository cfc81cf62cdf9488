# numpy.ufunc objects and their methods (numpy/_core/src/umath/ufunc_object.c, NumPy 2.3).
# Expected values are the examples of ufunc.reduce, accumulate, reduceat, outer, at, identity,
# nargs, nin and nout in numpy/_core/_add_newdocs.py, written in NumPy 2's array printing; the
# errors are PyUFunc_GenericReduction's, ufunc_outer's, ufunc_at's and ufunc_generic_fastcall's
# texts; the aliases are umathmodule.c's (true_divide, conj, mod) and numeric.py's (bitwise_not).
# A reduction with an integer dtype= runs in it; a logical ufunc's reduce and accumulate give
# bools (its loop's output type); a 0-d array reduces over no axis.
import numpy as np

print(np.add, type(np.add), isinstance(np.sqrt, np.ufunc))
print(np.abs is np.absolute, np.true_divide is np.divide, np.mod, np.conj, np.bitwise_not is np.invert)
print(np.add.identity, np.multiply.identity, np.power.identity, np.exp.identity, np.logical_and.identity)
print(np.add.nargs, np.exp.nargs, np.add.nin, np.exp.nin, np.add.nout, np.add.__name__)
print(np.matmul.signature, np.add.signature is None)

print(np.multiply.reduce([2, 3, 5]))
X = np.arange(8).reshape((2, 2, 2))
print(repr(np.add.reduce(X, 0)))
print(repr(np.add.reduce(X)))
print(repr(np.add.reduce(X, 1)))
print(repr(np.add.reduce(X, 2)))
print(np.add.reduce([10], initial=5))
print(repr(np.add.reduce(np.ones((2, 2, 2)), axis=(0, 2), initial=10)))
a = np.array([10., np.nan, 10])
print(np.add.reduce(a, where=~np.isnan(a)))
print(np.minimum.reduce([], initial=np.inf))
print(repr(np.minimum.reduce([[1., 2.], [3., 4.]], initial=10., where=[True, False])))
print(repr(np.subtract.reduce([10, 1, 2])), repr(np.bitwise_or.reduce([1, 2, 4])), repr(np.maximum.reduce([[1, 5], [3, 2]], axis=1)))

print(repr(np.add.accumulate([2, 3, 5])))
print(repr(np.multiply.accumulate([2, 3, 5])))
I = np.eye(2)
print(repr(np.add.accumulate(I, 0)))
print(repr(np.add.accumulate(I)))
print(repr(np.add.accumulate(I, 1)))
print(repr(np.maximum.accumulate([1, 3, 2, 5, 4])))

print(repr(np.add.reduceat(np.arange(8), [0, 4, 1, 5, 2, 6, 3, 7])[::2]))
x = np.linspace(0, 15, 16).reshape(4, 4)
print(repr(np.add.reduceat(x, [0, 3, 1, 2, 0])))
print(repr(np.multiply.reduceat(x, [0, 3], 1)))

print(repr(np.multiply.outer([1, 2, 3], [4, 5, 6])))
A = np.array([[1, 2, 3], [4, 5, 6]])
B = np.array([[1, 2, 3, 4]])
C = np.multiply.outer(A, B)
print(C.shape)
print(repr(C))

a = np.array([1, 2, 3, 4])
np.negative.at(a, [0, 1])
print(repr(a))
a = np.array([1, 2, 3, 4])
np.add.at(a, [0, 1, 2, 2], 1)
print(repr(a))
a = np.array([1, 2, 3, 4])
np.add.at(a, [0, 1], np.array([1, 2]))
print(repr(a))

a = np.array([[1, 2], [3, 9]])
print(repr(np.sum(a, axis=1, dtype=np.int8)), repr(np.add.reduce(a, axis=1, dtype=np.int8)),
      repr(np.multiply.reduce(a, dtype=np.int16)))
print(repr(np.logical_or.accumulate(np.array([0, 0, 3]))), repr(np.logical_and.accumulate([1., 0.])),
      repr(np.logical_or.reduce([3])), repr(np.add.reduce(5)), repr(np.divide.accumulate([8, 2, 2])))

for call in (lambda: np.minimum.reduce([]),
             lambda: np.add(1),
             lambda: np.sqrt(),
             lambda: np.add.outer([1], [2], [3]),
             lambda: np.sqrt.reduce([1, 2]),
             lambda: np.sqrt.outer([1], [2]),
             lambda: np.matmul.reduce([1, 2]),
             lambda: np.matmul.outer([1], [2]),
             lambda: np.subtract.reduce(np.ones((2, 2)), axis=None),
             lambda: np.subtract.reduce([1.0, 2.0], where=[True, False]),
             lambda: np.add.accumulate(3),
             lambda: np.add.at([1, 2], [0], 1),
             lambda: np.add.at(np.array([1, 2]), [0]),
             lambda: np.negative.at(np.array([1, 2]), [0], 1),
             lambda: np.add.reduce(),
             lambda: np.ufunc()):
    try:
        call()
    except Exception as e:
        print(f"{type(e).__name__}: {e}")
