# np.random's legacy exponential, standard_exponential, poisson (lam < 10) and binomial
# (inversion and BTPE), bit-exact with NumPy's RandomState. Expected values:
# numpy/random/tests/test_random.py (TestRandomDist, seed 1234567890: test_exponential,
# test_standard_exponential, test_poisson, test_binomial; TestBroadcast, seed 123456789:
# test_binomial [1, 1, 1], test_poisson [1, 1, 0]), floats printed through tolist() as Python
# floats (the shortest repr of each desired value).
import numpy as np

rng = np.random.RandomState(1234567890)
print(rng.exponential(1.1234, size=(3, 2)).tolist())
rng = np.random.RandomState(1234567890)
print(rng.standard_exponential(size=(3, 2)).tolist())
rng = np.random.RandomState(1234567890)
print(rng.poisson(lam=0.123456789, size=(3, 2)))
np.random.seed(1234567890)
print(type(np.random.exponential()).__name__, type(np.random.poisson(2.0)).__name__)
try:
    np.random.poisson(-1)
except ValueError as e:
    print("ValueError:", e)
rng = np.random.RandomState(1234567890)
print(rng.binomial(100, 0.456, size=(3, 2)))
rng = np.random.RandomState(123456789)
print(rng.binomial(1, 0.5, size=3), rng.binomial(0, 0.3), type(rng.binomial(5, 0.5)).__name__)
rng = np.random.RandomState(123456789)
print(rng.poisson(1, size=3))
try:
    np.random.binomial(10, 1.5)
except ValueError as e:
    print("ValueError:", e)
