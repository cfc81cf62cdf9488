# np.take, np.interp, np.issubdtype, np.bitwise_and/or/xor and &, |, ^ on integer arrays, and
# arrays made from list subclasses and namedtuples. The expected values are the docstring
# examples of numpy/_core/fromnumeric.py (take), numpy/lib/_function_base_impl.py (interp),
# numpy/_core/numerictypes.py (issubdtype) and numpy/_core/_add_newdocs.py (bitwise_and,
# bitwise_or, bitwise_xor), printed with repr as the docstrings show them; the float operand
# error is NumPy's ufunc type-resolution TypeError.
from collections import namedtuple

import numpy as np

a = [4, 3, 5, 7, 6, 8]
indices = [0, 1, 4]
print(repr(np.take(a, indices)))
print(repr(np.take(a, [[0, 1], [2, 3]])))
print(repr(np.take(np.array([[1, 2], [3, 4]]), [1], axis=1)), repr(np.take(a, 3)))

xp = [1, 2, 3]
fp = [3, 2, 0]
print(repr(np.interp(2.5, xp, fp)))
print(repr(np.interp([0, 1, 1.5, 2.72, 3.14], xp, fp)))
UNDEF = -99.0
print(repr(np.interp(3.14, xp, fp, right=UNDEF)))

ints = np.array([1, 2, 3], dtype=np.int32)
floats = np.array([1, 2, 3], dtype=np.float32)
print(np.issubdtype(ints.dtype, np.integer), np.issubdtype(ints.dtype, np.floating))
print(np.issubdtype(floats.dtype, np.integer), np.issubdtype(floats.dtype, np.floating))
print(np.issubdtype(np.float64, np.float32), np.issubdtype(np.float32, np.float64))
print(np.issubdtype(np.float64, np.floating), np.issubdtype(np.float32, np.floating))
print(np.issubdtype('i4', np.signedinteger), np.issubdtype('int8', np.signedinteger), np.issubdtype(np.int32, np.signedinteger))

print(repr(np.bitwise_and(13, 17)), repr(np.bitwise_and(14, 13)))
print(repr(np.bitwise_and([14, 3], 13)), repr(np.bitwise_and([11, 7], [4, 25])))
print(repr(np.bitwise_and(np.array([2, 5, 255]), np.array([3, 14, 16]))))
print(repr(np.bitwise_and([True, True], [False, True])))
x1 = np.array([2, 5, 255])
x2 = np.array([3, 14, 16])
print(repr(x1 & x2))
print(repr(np.bitwise_or(13, 16)), repr(np.bitwise_or([33, 4], 1)), repr(np.bitwise_or([33, 4], [1, 2])))
print(repr(np.array([2, 5, 255]) | np.array([4, 4, 4])))
print(repr(np.bitwise_xor(13, 17)), repr(np.bitwise_xor([31, 3], 5)), repr(np.bitwise_xor([31, 3], [5, 6])))
print(repr(np.bitwise_xor([True, True], [True, False])))
try:
    np.array([1.5]) & 1
except TypeError as e:
    print(e)


class Row(list):
    pass


Point = namedtuple('Point', 'x y')
print(repr(np.array(Row([1, 2, 3]))), repr(np.array([Point(1, 2), Point(3, 4)])))
