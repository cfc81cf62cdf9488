# np.random's legacy API seeded with np.random.seed / np.random.RandomState: NumPy's MT19937
# stream (numpy/random/mtrand.pyx; _mt19937.pyx seeding; legacy_gauss's polar method;
# random_interval for shuffle and permutation; masked bounded integers for randint and
# choice; choice with p through cdf.searchsorted(random_sample(), side='right')). Scalars are
# Python floats and ints as mtrand returns them. Values checked against NumPy 1.24 running this
# program (the legacy stream is frozen across NumPy versions); only the repr of the np.float64
# that choice([1.5, 2.5]) returns is NumPy 2's ("np.float64(2.5)").
import numpy as np
np.random.seed(0)
print(repr(np.random.rand()), repr(np.random.randint(10)), repr(np.random.normal()), repr(np.random.uniform(1, 2)), repr(np.random.standard_normal()))
print(np.random.standard_normal(3), np.random.normal(5.0, 0.1, size=(2, 2)))
np.random.seed(1)
print(np.random.choice(10, 3, replace=False), np.random.permutation(5), np.random.choice([3, 4, 5], size=(2, 2), p=[0.2, 0.3, 0.5]))
x = np.arange(6).reshape(3, 2)
np.random.shuffle(x)
print(x)
l = [1, 2, 3, 4]
np.random.shuffle(l)
print(l)
print(repr(np.random.choice(5)), repr(np.random.choice([1.5, 2.5])), repr(np.random.choice(5, p=[0.1, 0.2, 0.3, 0.2, 0.2])))
print(np.random.choice(np.array([10, 20, 30]), 5))
print(np.random.permutation(np.arange(6).reshape(3, 2)))
a = np.arange(10)
np.random.shuffle(a[2:6])
print(a)
rs = np.random.RandomState(42)
print(rs.rand(3), rs.randint(0, 100, size=4), rs.randn(2), rs.permutation(4))
np.random.seed(42)
print(np.random.rand(3), np.random.randint(0, 100, size=4), np.random.randn(2), np.random.permutation(4))
try:
    np.random.choice(3, p=[0.5, 0.6, 0.1])
except ValueError as e:
    print(e)
try:
    np.random.choice(3, 5, replace=False)
except ValueError as e:
    print(e)
