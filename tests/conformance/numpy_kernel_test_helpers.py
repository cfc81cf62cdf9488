# NumPy features TF 2.20's kernel tests compute their expected values with (NumPy 2.x semantics):
# - cwise_ops_test.PolyvalTest.testSimple / testBroadcast: np.polyval iterates its coefficients
#   along the first axis (`for pv in p: y = y * x + pv`), so array coefficients apply element by
#   element (numpy/lib/_polynomial_impl.py).
# - cwise_ops_binary_test's BCast tests: np.linspace with complex endpoints is complex128
#   (function_base.py: arange(num) * step + start, the last value set to stop).
# - array_ops_test.testReverseInvalidShape: np.ndarray(shape=...) makes an uninitialized array of
#   that shape and dtype (ndarray.__new__ without a buffer).
# - np.array(..., dtype=object / int / float32) of text converts the elements as astype does:
#   bytes stay bytes in an object array, numbers are parsed.
import numpy as np

print(np.polyval([np.ones((2, 2)), np.array([[0., 1.], [2., 3.]])], np.array([[1., 2.], [3., 4.]])))
x = np.array([[1., 2.], [3., 4.]])
coeffs = [np.full((2, 2), 2.), np.full((2, 2), -1.), np.full((2, 2), 0.5)]
print(np.polyval(coeffs, x))
print(np.polyval([3, 0, 1], 5), np.polyval([1, 2], np.array([1, 2])), np.polyval(np.array([[1, 2], [3, 4]]), 2))

print(np.linspace(0, 2 + 3j, 3))
print(np.linspace(1j, 2, 4, endpoint=False))
print(np.linspace(-1 - 1j, 1 + 1j, 5).dtype, np.linspace(0, 1j, 1), np.linspace(0, 1j, 0).shape)

print(np.ndarray(shape=[0, 1, 1]).shape, np.ndarray((2, 3), dtype=np.int32).dtype, np.ndarray([4]).dtype)
print(type(np.ndarray((1,))).__name__, np.ndarray(shape=(0,)).size)

print(repr(np.array([b"a", b"bc"], dtype=object)))
print(repr(np.array(["1", "2"], dtype=int)), repr(np.array([["1.5"]], dtype=np.float32)))
