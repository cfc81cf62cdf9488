# Generator.normal / standard_normal / exponential / standard_exponential draw with NumPy's
# ziggurat samplers (numpy/random/src/distributions/distributions.c random_standard_normal and
# random_standard_exponential), bit for bit. Expected values:
# - numpy/random/tests/test_generator_mt19937.py (NumPy 2.3.2), TestRandomDist (seed
#   1234567890): test_standard_normal, test_normal (loc=.123456789, scale=2.0), test_exponential
#   (scale 1.1234) and test_standard_exponential (method='inv'), all compared there to 15
#   decimals, printed here with precision=15; TestBroadcast (seed 123456789) test_normal and
#   test_exponential with list parameters (14 decimals there and here), and their ValueError for a negative scale
#   (_common.pyx check_array_constraint: "scale < 0").
# - The PCG64 lines combine the same sampler with default_rng's PCG64 stream, whose raw outputs
#   the default_rng docstring (numpy/random/_generator.pyx) pins down; default_rng(42) and
#   default_rng(0) give these widely reproduced first normals.
# - standard_normal's TypeError for an integer dtype: _generator.pyx standard_normal
#   ('Unsupported dtype %r for standard_normal') and test_standard_normal_unsupported_type.
import numpy as np
from numpy.random import Generator, MT19937

seed = 1234567890
with np.printoptions(precision=15):
    random = Generator(MT19937(seed))
    print(random)
    print(repr(random.standard_normal(size=(3, 2))))
    random = Generator(MT19937(seed))
    print(repr(random.normal(loc=.123456789, scale=2.0, size=(3, 2))))
    random = Generator(MT19937(seed))
    print(repr(random.exponential(1.1234, size=(3, 2))))
    random = Generator(MT19937(seed))
    print(repr(random.standard_exponential(size=(3, 2), method='inv')))
with np.printoptions(precision=14):
    print(repr(Generator(MT19937(123456789)).normal([0] * 3, [1])))
    print(repr(Generator(MT19937(123456789)).normal([0], [1] * 3)))
    print(repr(Generator(MT19937(123456789)).exponential([1] * 3)))
for bad in (lambda: Generator(MT19937(123456789)).normal([0] * 3, [-1]),
            lambda: Generator(MT19937(123456789)).exponential([-1] * 3),
            lambda: np.random.default_rng(0).normal(0, -0.0)):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
try:
    np.random.default_rng(0).standard_normal(dtype=np.int32)
except TypeError as e:
    print("TypeError:", e)

rng = np.random.default_rng(42)
print(repr(rng.standard_normal((5, 4))))
print(repr(np.random.default_rng(42).normal()))
x = np.random.default_rng(0).normal(size=(1000, 2))
print(repr(x[:3]))
print(repr(x[-3:]))
