# NumPy 2's array-API aliases (np.concat, np.pow, np.acos ... are the same functions as
# concatenate, power, arccos), fabs/positive/signbit/copysign, isposinf/isneginf, diagflat,
# vander, unique_counts/unique_inverse/unique_all and ndarray.take/trace/searchsorted, which
# were AttributeErrors. Expected values are the docstrings' examples (NumPy 2.3); unique_values
# stays refused: NumPy 2.3's may return its values unsorted (a hash table).
import numpy as np
print(np.concat([[1], [2]]), np.pow(2, 3), np.acos is np.arccos, np.atan2(1.0, 1.0))
print(repr(np.fabs(np.array([-1, 2]))), repr(np.fabs(-1.5)), repr(np.positive(np.array([1, -2]))))
print(repr(np.signbit(np.array([-0.0, 0.0, -2.0, 3.0]))), repr(np.signbit(-3)))
print(repr(np.copysign(1.3, -1)), repr(np.copysign(np.array([-1, 0, 1]), -1.1)), repr(np.copysign(np.array([1., 2.], np.float32), np.float32(-1))))
print(repr(np.isposinf(np.array([-np.inf, 0., np.inf]))), repr(np.isneginf(np.array([-np.inf, 0., np.inf]))), repr(np.isposinf(np.inf)))
print(repr(np.diagflat([[1, 2], [3, 4]])), repr(np.diagflat([1, 2], 1)))
x = np.array([1, 2, 3, 5])
print(repr(np.vander(x, 3)), repr(np.vander(x, increasing=True)), repr(np.vander(np.array([1., 2.]), 3)))
x = np.array([1, 1, 2])
print(np.unique_counts(x))
print(np.unique_inverse(np.array([[1, 2], [2, 3]])))
print(np.unique_all(x))
try:
    np.unique_values(x)
except NotImplementedError as e:
    print(e)
a = np.arange(9).reshape(3, 3)
print(repr(a.take([0, 4])), repr(a.take([0, 2], axis=1)), repr(a.trace()), repr(a.trace(1)), repr(np.array([1, 3, 5]).searchsorted(4)))
