# numpy.linalg's NumPy 2 array-API functions and cond. Expected values: the docstrings of
# numpy/linalg/_linalg.py (NumPy 2.3.2): outer (rl), trace (np.eye(3) -> 3.0, arange(8) ->
# array([3, 11]), (3, 2), offsets 1, 2, -1, -2 -> 6, 2, 10, 6), cross (the three examples),
# vecdot (array([ 3.,  8., 10.])), vector_norm (16.881943016134134, ord inf 9.0, -inf 1.0,
# 0 9.0, 1 45.0, -1 0.3534857623790153, 2 16.881943016134134, -2 0.8058837395885292),
# matrix_norm (fro 7.745966692414834) and cond (1.4142135623730951, 'fro' 3.1622776601683795,
# 2 1.4142135623730951, -2 0.70710678118654746 "may vary"); outer's ValueError text is
# _linalg.py outer's f-string.
import numpy as np
from numpy import linalg as LA

print(repr(LA.outer(np.ones((5,)), np.linspace(-2, 2, 5))))
try:
    LA.outer(np.eye(2), [1, 2])
except ValueError as e:
    print("ValueError:", e)
print(repr(LA.trace(np.eye(3))))
print(repr(LA.trace(np.arange(8).reshape((2, 2, 2)))))
print(LA.trace(np.arange(24).reshape((3, 2, 2, 2))).shape)
a = np.arange(9).reshape((3, 3))
print([repr(LA.trace(a, offset=k)) for k in (1, 2, -1, -2)])
print(repr(LA.cross(np.array([1, 2, 3]), np.array([4, 5, 6]))))
print(repr(LA.cross(np.array([[1, 2, 3], [4, 5, 6]]), np.array([[4, 5, 6], [1, 2, 3]]))))
print(repr(LA.cross(np.array([[1, 2], [3, 4], [5, 6]]), np.array([[4, 5], [6, 1], [2, 3]]), axis=0)))
print(repr(LA.matmul(np.array([[1, 0], [0, 1]]), np.array([[4, 1], [2, 2]]))))
v = np.array([[0., 5., 0.], [0., 0., 10.], [0., 6., 8.]])
print(repr(LA.vecdot(v, np.array([0., 0.6, 0.8]))))
b = (np.arange(9) + 1).reshape((3, 3))
print(repr(LA.vector_norm(b)))
for o in (np.inf, -np.inf, 0, 1, -1, 2, -2):
    print(o, repr(LA.vector_norm(b, ord=o)))
c = (np.arange(9) - 4).reshape((3, 3))
print(repr(LA.matrix_norm(c)), repr(LA.matrix_norm(c, ord='fro')))
m = np.array([[1, 0, -1], [0, 1, 0], [1, 0, 1]])
print(repr(LA.cond(m)), repr(LA.cond(m, 'fro')), repr(LA.cond(m, 2)))
print(round(float(LA.cond(m, -2)), 12))
