# ndarray.real / .imag and np.real / np.imag (numpy/lib/_type_check_impl.py: val.real, else
# asanyarray(val).real). A complex128 array's parts are float64, a complex64 array's float32;
# a real array's .real is itself (as a new view) and its .imag zeros of its dtype. Python
# complex values make complex128 arrays; with ints they promote to complex128
# (numpy/_core/arrayprint.py prints complex parts padded to a common width).
import numpy as np

z = np.array([1 + 2j, -3.5 - 1j])
print(repr(z), z.dtype, repr(np.array([1 + 1j, 2])), repr(np.array([1, 2], dtype=np.complex64)))
print(repr(z.real), repr(z.imag))
print(repr(np.real(z)), repr(np.imag(z)))
c = np.array([1 + 1j], dtype=np.complex64)
print(repr(c.real), repr(c.imag), repr(c[0].real))
r = np.array([1.5, 2.0])
print(repr(r.real), repr(r.imag), r.real is r, r.real.base is r)
print(np.real(3 + 4j), np.imag(3 + 4j), np.real(2.5), repr(np.imag(np.float32(2.0))))
print(repr(np.real([1 + 1j, 2])))
