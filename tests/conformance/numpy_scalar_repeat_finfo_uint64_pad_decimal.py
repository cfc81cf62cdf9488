# NumPy behaviours TF's unit tests rely on:
# - a NumPy integer scalar times a list, tuple, str or bytes repeats the sequence
#   (scalarmath.c gentype_multiply -> PySequence_Repeat; a float scalar is no index);
#   a 0-d array multiplies elementwise instead (segment_reduction_ops_test's `[None] * n`);
# - np.finfo of a complex type describes its float part (getlimits.finfo.__new__; einsum_op_test);
# - uint64 (np.sum of a uint8 array) with a signed integer promotes to float64 (NEP 50 /
#   NumPy 2 promotion; reduction_ops_test's `np.sum(x) // count`);
# - np.pad's constant_values goes through _as_pairs (an int64 array) and an unsafe-casting
#   assignment: -123 wraps to 133 in uint8 (_arraypad_impl.py; pad_op_test testIntTypes);
# - np.testing.assert_almost_equal / assert_array_almost_equal take a float `decimal`:
#   1.5 * 10.0**(-decimal), '%d' % decimal in the header, and a failing array comparison's
#   precision=decimal is refused by array2string ("precision must be an integer").
# NumPy source: numpy/_core/src/umath/scalarmath.c.src, numpy/_core/getlimits.py,
# numpy/lib/_arraypad_impl.py, numpy/testing/_private/utils.py, numpy/_core/arrayprint.py.
import numpy as np

print([1, 2] * np.int64(2), np.int32(2) * (1,), [None] * np.int64(3))
print("ab" * np.int64(2), b"x" * np.uint8(3))
try:
    [1] * np.float64(2)
except TypeError as e:
    print("TypeError:", e)
print(np.array(2) * [1, 2])

print(np.finfo(np.complex128).resolution, np.finfo(np.complex128).eps)
print(np.finfo(np.complex64))

s = np.sum(np.array([3, 5], dtype=np.uint8))
print(s.dtype, repr(s // np.prod([2])), repr(s / np.int64(3)), repr(s * 0.5))

print(np.pad(np.zeros(2, np.uint8), [[1, 0]], constant_values=-123))
print(np.pad(np.array([1, 2], np.int32), 1, constant_values=2.7))

np.testing.assert_almost_equal(1.0, 1.0004, decimal=3.0)
np.testing.assert_almost_equal(1.0, 1.4, decimal=1e-3)
np.testing.assert_array_almost_equal([1.0, 2.0], [1.0, 2.4], decimal=1e-3)
try:
    np.testing.assert_almost_equal(1.0, 3.0, decimal=1e-3)
except AssertionError as e:
    print(repr(str(e)))
try:
    np.testing.assert_array_almost_equal([1.0], [3.0], decimal=1e-3)
except TypeError as e:
    print("TypeError:", e)
