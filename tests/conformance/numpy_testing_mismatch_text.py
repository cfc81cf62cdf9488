# np.testing's failure text as NumPy 2.3 writes it (numpy/testing/_private/utils.py,
# assert_array_compare and build_err_msg): the counts and the largest differences, then the
# arrays; the "Mismatch at index" lines came only with NumPy 2.4. The values are those of the
# assert_array_equal docstring's example (NaN left out).
import numpy as np

try:
    np.testing.assert_array_equal([1.0, np.pi, 3.0], [1, np.sqrt(np.pi) ** 2, 3.0])
except AssertionError as e:
    print(repr(str(e)))
try:
    np.testing.assert_allclose(np.array([1.0, 2.0, 3.0]), np.array([1.0, 2.5, 3.5]))
except AssertionError as e:
    print(str(e))
