# np.random.default_rng(seed).choice without replacement, and choice's p checks.
# NumPy source: numpy/random/_generator.pyx (Generator.choice: replace=False without p takes
# Floyd's algorithm over a hash set of size _gen_mask(1.2 * size) + 1, drawing
# random_bounded_uint64(0, j) for j in [pop_size - size, pop_size), then _shuffle_int over the
# picks when shuffle=True; populations over 10000 with many picks tail-shuffle arange(pop_size);
# without size the p= and replace=False paths return idx.item(0), a Python int; the p checks
# "Probabilities contain NaN", "Probabilities are not non-negative", "Probabilities do not sum
# to 1. See Notes section of docstring for more information."). The draws are the PCG64
# stream of Generator.integers, which tests/conformance/numpy_default_rng.py checks against
# NumPy's own values. A list of str is made a '<U' array first (np.asarray in choice), so the
# picks are np.str_ values, from the same index draws as for an integer population.
import numpy as np

rng = np.random.default_rng(0)
print(rng.choice(10, 3, replace=False))
print(rng.choice(5, 5, replace=False))
print(rng.choice(100, 6, replace=False, shuffle=False))
print(rng.choice(np.array([10, 20, 30, 40]), size=(2, 2), replace=False))
print(repr(rng.choice(8, replace=False)), repr(rng.choice(8)), repr(rng.choice(8, p=[0.125] * 8)))
print(np.random.default_rng(1).choice(20000, 3, replace=False))
print(np.random.default_rng(1).choice(20000, 1000, replace=False)[:5])
print(np.random.default_rng(0).choice(["cat", "dog", "bird"], 2, replace=False), np.random.default_rng(0).choice(3, 2, replace=False))
np.random.seed(0)
print(repr(np.random.choice(["rock", "paper", "scissors"])), np.random.RandomState(1).choice(("x", "y"), 3))
x = np.arange(10)
train = np.random.default_rng(42).choice(len(x), size=7, replace=False)
print(sorted(train), sorted(set(range(10)) - set(train.tolist())))
for p in [[0.5, 0.6], [np.nan, 1.0], [-0.5, 1.5], np.array([0.3333, 0.6666], dtype=np.float32)]:
    try:
        print(rng.choice(2, p=p))
    except ValueError as e:
        print("ValueError:", e)
try:
    rng.choice(3, 4, replace=False)
except ValueError as e:
    print("ValueError:", e)
