# Casting a complex array to a real dtype: NumPy keeps the real part and warns with
# numpy.exceptions.ComplexWarning (a RuntimeWarning), "Casting complex values to real discards
# the imaginary part" (numpy/_core/src/multiarray/convert_datatype.c, the complex-to-real casts,
# which warn with stacklevel 1: the warning names this file's line). The "default" filter
# shows it once per line. The real part itself is at hand: .real, np.real, np.abs.
import warnings

import numpy as np

z = np.array([1 + 2j, 3j])
print(repr(z.astype(np.float64)))
for dtype in (np.float32, np.int64):
    print(repr(z.astype(dtype)))
print(repr(z.real), repr(np.real(z)), repr(np.abs(z)))
print(issubclass(np.exceptions.ComplexWarning, RuntimeWarning), np.exceptions.ComplexWarning.__module__)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    z.astype(np.float64)
print([(w.category.__name__, str(w.message)) for w in caught])
