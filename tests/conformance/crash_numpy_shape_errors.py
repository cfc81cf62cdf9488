# NumPy's own errors where the engine used to stop or loop: PyArray_NewFromDescr's "negative
# dimensions are not allowed" and "array is too big", the allocation's _ArrayMemoryError (np.repeat
# and np.random.choice allocate their result before filling it), np.tri's empty arange for a
# negative N, np.cov's np.concatenate check, lstsq's _assert_2d, zeros_like/ones_like of a
# string array ('' and '1'), and np.diff's many steps over an axis already empty.
import numpy as np
import tensorflow as tf

cases = [
    lambda: np.random.rand(-1),
    lambda: np.tile(np.array([1.0, 2.0]), [10**12, 10**12]),
    lambda: np.repeat(np.array([[1.0, 2.0], [3.0, 4.0]]), 10**9),
    lambda: np.random.choice(np.array([1, 2]), [10**12]),
    lambda: np.cov(np.array([[1.0, 2.0], [3.0, 4.0]]), -1),
    lambda: np.linalg.lstsq(np.array([[1.0, 2.0], [3.0, 4.0]]), -1),
]
for c in cases:
    try:
        c()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)
print(repr(np.tri(-1)))
print(repr(np.zeros_like(np.array(["ab"]))), repr(np.ones_like(np.array(["ab"]))))
print(repr(np.diff(np.array([[1.0, 2.0], [3.0, 4.0]]), 10**9)))
