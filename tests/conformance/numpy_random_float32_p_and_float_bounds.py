# np.random.choice and Generator.choice accept a float32 p whose sum is off by more than
# float64's sqrt(eps): mtrand.pyx and _generator.pyx loosen atol to sqrt(finfo(p.dtype).eps)
# for a floating ndarray p (a softmax sampled in the keras.io text-generation examples), while
# a list p keeps float64's tolerance. A float bound of randint / Generator.integers is read as
# int(np.asarray(bound)) (_bounded_integers.pyx _rand_int64): truncated, NaN a ValueError;
# Generator.integers returns an np.int64 without a size.
import numpy as np

np.random.seed(0)
p = np.array([0.1, 0.2, 0.7001], dtype="float32")
print(np.random.choice(3, p=p))
print(np.random.default_rng(0).choice(3, p=p))
for bad in ([0.1, 0.2, 0.7001], np.array([0.1, 0.2, 0.7001])):
    try:
        np.random.choice(3, p=bad)
    except ValueError as e:
        print(e)

rng = np.random.default_rng(0)
x = rng.integers(1e3)
print(type(x).__name__, x)
print(rng.integers(0, 10.0, size=3), rng.integers(2.9, size=4))
print(np.random.randint(2.5, size=3))
for bad in (float("nan"), float("inf")):
    try:
        rng.integers(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
