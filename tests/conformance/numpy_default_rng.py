# np.random.default_rng: a Generator over PCG64, bit-exact with NumPy. Expected values: the
# default_rng docstring (numpy/random/_generator.pyx: default_rng(12345).random() is
# 0.22733602246716966, default_rng(12345).integers(low=0, high=10, size=3) is array([6, 2, 7]),
# default_rng(seed=42).random((3, 3)) is [[0.77395605, 0.43887844, 0.85859792], [0.69736803,
# 0.09417735, 0.97562235], [0.7611397 , 0.78606431, 0.12811363]]) and
# numpy/random/tests/test_random.py test_shuffle_memoryview (default_rng(1234567890) shuffles
# arange(5) into [4, 1, 0, 3, 2]).
import numpy as np

rng = np.random.default_rng(12345)
print(rng)
rfloat = rng.random()
print(rfloat, type(rfloat))
rng = np.random.default_rng(12345)
rints = rng.integers(low=0, high=10, size=3)
print(repr(rints), type(rints[0]))
rng = np.random.default_rng(seed=42)
print(repr(rng.random((3, 3))))
rng = np.random.default_rng(1234567890)
a = np.arange(5)
rng.shuffle(a)
print(a)
print(np.random.default_rng(rng) is rng, isinstance(rng, np.random.Generator))
try:
    np.random.default_rng(0).poisson(5.0, size=3)
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    np.random.default_rng(-1)
except ValueError as e:
    print("ValueError:", e)
