# np.testing.assert_almost_equal as NumPy 2.3 has it (numpy/testing/_private/utils.py):
# arrays, lists and tuples go to assert_array_almost_equal (abs(x - y) < 1.5 * 10**-decimal,
# assert_array_compare's text with the arrays printed at `decimal` digits); scalars must both be
# NaN, be equal when not finite, else differ by less than 1.5 * 10**-decimal, and a failure
# shows their reprs (build_err_msg: err_msg on the header's line when short, nothing more when
# verbose=False).
import numpy as np

np.testing.assert_almost_equal(1.0, 1.00000001)
np.testing.assert_almost_equal(2.5, 2.5 + 1e-4, decimal=3)
np.testing.assert_almost_equal([1.0, 2.0], (1.0, 2.0000001))
np.testing.assert_almost_equal(np.array([0.1, 0.2]), np.array([0.1, 0.2 + 1e-9]))
np.testing.assert_almost_equal(np.float32(0.1), 0.1, decimal=6)
np.testing.assert_almost_equal(float('nan'), np.nan)
np.testing.assert_almost_equal(np.inf, float('inf'))
np.testing.assert_almost_equal(np.array(5), 5)
np.testing.assert_array_almost_equal([1.0, 2.0], [1.0000001, 2.0])
print('passed')

cases = [
    ((1.0, 1.1), {}),
    ((1.0, 1.0001), {'decimal': 5}),
    ((np.float64(3.0), 3.5), {}),
    ((1.0, np.nan), {}),
    ((np.inf, -np.inf), {}),
    ((1, 2), {'err_msg': 'ints differ'}),
    ((1.0, 1.1), {'verbose': False}),
    (([1.0, 2.0, 3.0], [1.0, 2.1, 3.0]), {}),
    ((np.array([1.0, 2.0]), np.array([1.5, 2.0])), {'decimal': 2}),
    ((np.array([[1.0, 2.0], [3.0, 4.0]]), [[1.0, 2.0], [3.0, 4.01]]), {'decimal': 3}),
    (([1.0, 2.0], [1.0, 2.0, 3.0]), {}),
]
for args, kwargs in cases:
    try:
        np.testing.assert_almost_equal(*args, **kwargs)
        print('no error')
    except AssertionError as e:
        print(repr(str(e)))
try:
    np.testing.assert_array_almost_equal([1.0, 2.0], [1.0, 2.00001])
except AssertionError as e:
    print(repr(str(e)))

# NaNs in the same places are equal (assert_array_compare's equal_nan): the rest is compared,
# and a mismatch counts the NaN positions among the elements.
np.testing.assert_almost_equal(np.array([1.0, np.nan]), np.array([1.0, np.nan]))
np.testing.assert_allclose([np.nan, 2.0], [np.nan, 2.0])
np.testing.assert_almost_equal(np.nan, np.nan)
try:
    np.testing.assert_allclose(np.array([np.nan, 2.0, 3.0]), np.array([np.nan, 2.5, 3.0]))
except AssertionError as e:
    print(e)
