# Casting a complex array to a real dtype: NumPy keeps the real part and prints
# "ComplexWarning: Casting complex values to real discards the imaginary part" (numpy/_core's
# complex-to-real cast loops); tfplay does not emulate NumPy's warnings, so it refuses the cast
# with a NotImplementedError that names the warning (tfplay's own wording) rather than drop the
# imaginary part silently. The real part itself is at hand: .real, np.real, np.abs.
import numpy as np

z = np.array([1 + 2j, 3j])
try:
    z.astype(np.float64)
except NotImplementedError as e:
    print("NotImplementedError:", e)
print(repr(z.real), repr(np.real(z)), repr(np.abs(z)))
