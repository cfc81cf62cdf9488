# NumPy with complex numbers: a Python complex with an array takes the array's precision
# (NEP 50: float32 -> complex64, float64 and ints -> complex128), and the ufuncs on complex
# arrays run their complex loops (np.abs is the magnitude, a float array). The values are the
# definitions' (exp(i*pi) = -1 + 1.2246467991473532e-16j, sin(1j) = i*sinh(1), ...).
import numpy as np

a = np.array([1.0, 2.0])
print(repr(1j * a), repr(a + (1 + 2j)))
print(repr(np.array([1, 2], dtype=np.float32) * 1j))
print(repr(np.array([1, 2]) - 0.5j))
z = np.array([1 + 2j, 3j])
print(repr(z * 2), repr(z / 2), repr(z * z), repr(z == 3j))
print(repr(np.abs(np.array([3 + 4j]))), repr(-z))
print(repr(np.exp(1j * np.pi)), repr(np.exp(np.array([1j * np.pi]))))
print(repr(np.sin(1j)), repr(np.cos(1j)), repr(np.square(1 + 1j)), repr(np.sqrt(-1 + 0j)))
print(repr(np.log(np.array([1j, -1 + 0j]))))
print(repr(np.array(1j) + 1))
