# The built-in complex type: literals, construction, arithmetic with int/float/complex,
# equality, hashing, truth, repr and the errors for what complex does not support.
z = 1 + 2j
w = complex(3, -4)
print(z, w, repr(2j), 1j * 1j, -z, +w)
print(z + w, z - w, z * w, z / w, w / 2, 2 / w)
print(z ** 2, z ** -1, 2 ** 1j, (1j) ** 0.5, z ** 0)
print(abs(w), z.real, z.imag, z.conjugate(), type(z.real).__name__)
print(complex(), complex(1.5), complex(2), complex(1, 2j), complex(1j, 1j), complex(imag=3))
print(z == 1 + 2j, z != w, 2 + 0j == 2, 2.0 == 2 + 0j, 1j == 1, z == "z")
print(hash(2 + 0j) == hash(2), hash(1.5 + 0j) == hash(1.5), len({1j, 1j, 2j}))
print(bool(0j), bool(0.0 + 1j), bool(-0j))
print(complex(-0.0, 0.0), complex(0.0, -0.0), complex(1e20, 1e-5), complex(float("inf"), float("nan")))
print(isinstance(z, complex), type(z).__name__, [1j, 0.5 + 0.25j], (-8) ** 0.5)
print(f"{z}", str(w), 3 * (1 + 1j), (1 + 1j) - 1, 0.5 * 1j)
for bad in (lambda: z < w, lambda: z // 2, lambda: z % 2, lambda: int(z), lambda: 1j / 0, lambda: 0j ** -1):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
import numbers
print(isinstance(1j, numbers.Complex), isinstance(1j, numbers.Real), isinstance(1.5, numbers.Complex))
