# NumPy's complex scalars and the complex helpers: complex() of a NumPy scalar or 0-d array
# (np.complex128 subclasses Python complex; np.complex64.__complex__), .real/.imag of complex
# scalars (np.float32 for complex64), np.conj/np.conjugate (the `conjugate` ufunc: real input
# keeps its dtype), ndarray.conj(), np.real/np.imag (numpy/lib/_type_check_impl.py) and
# np.angle = arctan2(z.imag, z.real), times 180/pi with deg=True
# (numpy/lib/_function_base_impl.py); a real z gives arctan2(0, z) in z's float precision.
# iscomplexobj/isrealobj/iscomplex/isreal follow numpy/lib/_type_check_impl.py (iscomplexobj
# returns a Python bool; isreal(1.0) is `1.0 .imag == 0`, a Python bool too).
import numpy as np

print(complex(np.complex64(1 + 2j)), complex(np.complex128(2 - 1.5j)), complex(np.float32(2.5)), complex(np.array(3 + 4j)))
z = np.complex128(1 + 2j)
print(repr(z * 2), repr(z.real), repr(z.imag), repr(np.complex64(1 + 2j).real))
a = np.array([1 + 2j, 3 - 4j])
print(np.conj(a), repr(np.conj(z)), np.conjugate(np.array([1, 2])), np.conjugate(np.array([1, 2])).dtype)
print(np.array([1 + 1j]).conj(), np.array([1 + 1j]).conjugate().dtype, repr(np.array(1 - 1j).conj()))
print(np.real(z), np.imag(a), np.real(a).dtype, np.imag(np.array([1 + 1j], dtype=np.complex64)).dtype)
print(np.angle(np.array([1j, -1 + 0j, 1 + 1j])), repr(np.angle(1j, deg=True)), repr(np.angle(1 + 1j)))
print(np.angle(np.array([-2.0, 3.0])), np.angle(np.array([1, -1], dtype=np.float32)).dtype,
      np.angle(np.array([1j], dtype=np.complex64)).dtype, np.angle(np.array([1, 2])).dtype)
print(np.iscomplexobj(np.array([1j])), np.iscomplexobj([1, 2]), np.iscomplexobj(1j), np.isrealobj(np.array([1.0])))
print(np.iscomplex(np.array([1 + 1j, 1 + 0j, 4.5])), repr(np.iscomplex(1)), np.iscomplex([1, 2]))
print(np.isreal(np.array([1 + 1j, 1 + 0j, 4.5])), repr(np.isreal(1.0)), np.isreal(np.array([1, 2])))
