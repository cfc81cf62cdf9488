# np.arange with a float step into an integer dtype: PyArray_Arange computes the first two
# values, casts them, and steps by their difference in the integer dtype. Expected values:
# numpy/_core/_add_newdocs.py arange ("np.arange(-3, 3, 0.5, dtype=int)" gives
# array([-3, -2, -1,  0,  1,  2,  3,  4,  5,  6,  7,  8]) and "np.arange(0, 5, 0.5, dtype=int)"
# gives array([0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).
import numpy as np

print(repr(np.arange(0, 5, 0.5, dtype=int)))
print(repr(np.arange(-3, 3, 0.5, dtype=int)))
