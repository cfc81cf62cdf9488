# np.bartlett, np.blackman, np.hamming and np.hanning (NumPy 2 numpy/lib/_function_base_impl.py):
# symmetric windows over the points n = 1-M, 3-M, ..., M-1, in float64 (M is taken through
# np.array([0.0, M])): bartlett 1 - |n|/(M-1), blackman 0.42 + 0.5cos(pi n/(M-1)) +
# 0.08cos(2 pi n/(M-1)), hamming 0.54 + 0.46cos(pi n/(M-1)), hanning 0.5 + 0.5cos(pi n/(M-1)).
# M < 1 gives an empty window, M == 1 [1.]. The M=12 values are those of NumPy's docstrings
# (blackman's ends are 0.42 - 0.5 + 0.08 in float64). np.kaiser needs np.i0, which tfplay does
# not have, and np.testing.assert_approx_equal is not implemented either: both raise
# NotImplementedError naming themselves.
import numpy as np

print(np.hamming(12))
print(np.hanning(12))
print(np.bartlett(12))
print(np.blackman(12))
print(np.bartlett(5), np.hamming(5).tolist())
print(repr(np.hanning(0)), repr(np.blackman(1)), np.hamming(-3).shape)
print(np.hamming(4).dtype, float(np.blackman(12)[0]))
for f in (lambda: np.kaiser(12, 14), lambda: np.testing.assert_approx_equal(1.0, 1.0)):
    try:
        f()
    except NotImplementedError as e:
        print("NotImplementedError:", e)
try:
    np.testing.no_such_assertion
except AttributeError as e:
    print("AttributeError:", e)
