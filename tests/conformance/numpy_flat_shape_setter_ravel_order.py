# ndarray.flat, the ndarray.shape setter, np.asanyarray and ravel's order='A' / 'K'. Expected
# values: numpy/_core/_add_newdocs.py (ndarray.flat: x.flat[3] is 4 for x = arange(1, 7)
# .reshape(2, 3), x.T.flat[3] is 5, type(x.flat) is numpy.flatiter, x.flat = 3 fills x,
# x.flat[[1, 4]] = 1 sets two elements; ndarray.shape: y.shape = (3, 8) reshapes in place,
# y.shape = (3, 6) raises "ValueError: cannot reshape array of size 24 into shape (3,6)", and
# np.zeros((4, 2))[::2].shape = (-1,) raises "AttributeError: Incompatible shape for in-place
# modification. Use `.reshape()` to make a copy with the desired shape."; asarray's
# asanyarray example), numpy/_core/fromnumeric.py argmax (a.flat[np.argmax(a)] is 15 for
# arange(6).reshape(2, 3) + 10) and ravel (x.T ravel order 'A' array([1, 2, 3, 4, 5, 6]),
# arange(12).reshape(2, 3, 2).swapaxes(1, 2) ravel order 'K' array([ 0, ..., 11])).
import numpy as np

x = np.arange(1, 7).reshape(2, 3)
print(repr(x.flat[3]), repr(x.T.flat[3]), type(x.flat))
x.flat = 3
print(repr(x))
x.flat[[1, 4]] = 1
print(repr(x))
a = np.arange(6).reshape(2, 3) + 10
print(repr(a.flat[np.argmax(a)]), len(a.flat), list(np.arange(4).reshape(2, 2).T.flat))

y = np.zeros((2, 3, 4))
y.shape = (3, 8)
print(y.shape)
y.shape = (3, 4, 2)
print(y.shape)
try:
    y.shape = (3, 6)
except ValueError as e:
    print("ValueError:", e)
try:
    np.zeros((4, 2))[::2].shape = (-1,)
except AttributeError as e:
    print("AttributeError:", e)

a = np.array([1, 2])
print(np.asanyarray(a) is a, repr(np.asanyarray([1.5, 2])))

x = np.array([[1, 2, 3], [4, 5, 6]])
print(repr(np.ravel(x.T, order='A')), repr(np.ravel(x, order='A')))
print(repr(np.arange(12).reshape(2, 3, 2).swapaxes(1, 2).ravel(order='K')))
