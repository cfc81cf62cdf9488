# order='F' (Fortran order, first index fastest) in ravel, flatten and reshape, where tfplay used
# C order: expected values from the definition of that order (numpy.reshape's docstring: "read /
# write the elements using Fortran-like index order, with the first index changing fastest") and
# PyArray_OrderConverter's error for an unknown order.
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.flatten('F'), a.ravel('F'), np.ravel(a, order='F'), a.ravel(), a.flatten(order='C'))
print(np.reshape(a, (3, 2), order='F'))
print(a.reshape((3, 2), order='F'))
print(a.reshape(3, -1, order='F'))
print(np.arange(24).reshape((2, 3, 4), order='F')[1, 2])
try:
    a.ravel('X')
except ValueError as e:
    print(e)
