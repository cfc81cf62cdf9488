# np.cross and np.tensordot both live in numpy/_core/numeric.py; whichever is used first, the
# other is still there (tfplay used to load two different modules under that one name, and
# tensordot after cross crashed the engine).
import numpy as np

a = np.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
b = np.array([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
print(np.cross(a, b))
print(np.tensordot(a, b, axes=([1], [1])))
print(np.tensordot(np.arange(6.0).reshape(2, 3), np.ones(3), axes=1))
try:
    np.tensordot(a, b, axes=([0], [1]))
except ValueError as e:
    print(e)
