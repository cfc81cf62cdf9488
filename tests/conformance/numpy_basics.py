# The numpy subset TF tutorials use, printed as NumPy 2 prints it.
# NumPy source: numpy/_core/arrayprint.py (array2string: shortest round-trip floats padded to a
# common width, "1." for integral floats, dtype= omitted for int64/float64/bool, 75-column
# wrapping), numpy/_core/src/multiarray/scalartypes.c.src (scalar repr "np.float32(1.5)",
# "np.True_"), NEP 50 (Python scalars are weak: int32 array + 1 stays int32, int32 array + 1.5
# is float64), numpy/_core/src/multiarray/multiarraymodule.c (promotion table: int32 + float32
# -> float64), numpy/_core/numeric.py (isclose/allclose, array_equal),
# numpy/random/_mt19937.pyx + legacy distributions (seed(0): rand() is 0.5488135039273248,
# randint(0, 10, 5) is [5 0 3 3 7]), numpy/_core/src/umath/ufunc_object.c ("operands could not
# be broadcast together with shapes (2,) (3,) ").
import numpy as np

a = np.array([1, 2, 3])
b = np.array([1.0, 2.5])
c = np.array([[1, 2], [3, 4]], dtype=np.int32)
print(a, repr(a))
print(b, repr(b))
print(c)
print(repr(c))
print(a.dtype, b.dtype, c.dtype, c.shape, c.ndim, c.size)
print(np.arange(5), np.arange(1, 2, 0.25))
print(np.zeros((2, 3)))
print(repr(np.ones(3, dtype=np.int32)))
print(np.array([True, False]), repr(np.array([True, False])))
print(np.float32(1.5), repr(np.float32(1.5)), repr(np.int64(7)), repr(np.True_))
print(a + 1, repr(a + 1), repr(c + 1), repr(c + 1.5))
print(repr(c + np.array([1.0, 2.0], dtype=np.float32)))
print(repr(c * np.float32(2)))
print(repr(a / 2), repr(a // 2), repr(a % 2), repr(a ** 2))
print(repr(b * 2), repr(-a), repr(abs(np.array([-1.5, 2.0]))))
print(repr(a > 1), repr(a == 2))
print(c @ c)
print(c.T, c.sum(), c.sum(axis=0), c.mean(), c.max(axis=1), c.argmax())
print(repr(np.sum(c)), repr(np.mean(c, axis=1)), repr(np.float32(0.1) + np.float32(0.2)))
print(c.reshape(4), c.reshape(-1, 1).shape, c.astype(np.float32))
print(c[0], c[1, 1], c[:, 0], c[::-1], a[a > 1])
print(np.allclose(b, [1.0, 2.5000001]), np.allclose(b, [1.0, 2.6]))
print(np.array_equal(a, [1, 2, 3]), np.array_equal(a, [1, 2]))
print(np.linspace(0, 1, 5))
print(np.eye(2))
print(np.sqrt(np.array([1.0, 4.0])), np.exp(np.array([0.0])), np.maximum(a, 2))
print(np.concatenate([a, a]), np.stack([a, a]))
print(list(a), a.tolist(), float(b[1]), int(a[0]))
np.random.seed(0)
print(np.random.rand())
np.random.seed(0)
print(np.random.randint(0, 10, 5))
np.random.seed(0)
print(np.random.randn())

try:
    a + np.array([1, 2])
except ValueError as e:
    print("ValueError:", e)
