# np.random.gamma / standard_gamma / beta / dirichlet on the legacy RandomState stream, as the
# keras.io MixUp and VAE-style examples sample mixing weights. legacy-distributions.c:
# legacy_standard_gamma is Marsaglia and Tsang's method on the legacy polar Gaussian for
# shape >= 1 and a rejection with an exponential below 1; legacy_gamma scales it; legacy_beta
# uses Johnk's algorithm when a, b <= 1, else Ga / (Ga + Gb); mtrand.pyx dirichlet normalizes a
# standard gamma per component. Parameters are checked as _common.pyx check_constraint does
# ("shape < 0", "a <= 0"). The seeded values are NumPy's own tests'
# (numpy/random/tests/test_random.py TestRandomDist, seed 1234567890), printed to 12 places.
import numpy as np

np.set_printoptions(precision=12)
seed = 1234567890
print(np.random.RandomState(seed).beta(.1, .9, size=(3, 2)))
print(np.random.RandomState(seed).gamma(5, 3, size=(3, 2)))
print(np.random.RandomState(seed).dirichlet(np.array([51.72840233779265162, 39.74494232180943953]), size=(3, 2)))
np.random.seed(seed)
print(type(np.random.gamma(2.0)).__name__, np.random.standard_gamma(0.5, size=4).shape, np.random.beta(2, 3, 5).shape)
print(np.random.gamma(shape=0, scale=0), np.random.dirichlet([1, 1], [2, 2]).shape)
sample = np.random.beta(0.2, 0.2, size=8)
print(bool(((sample >= 0) & (sample <= 1)).all()))


def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)


attempt(lambda: np.random.gamma(shape=-0., scale=-0.))
attempt(lambda: np.random.gamma(1.0, -2.0))
attempt(lambda: np.random.beta(0, 1))
attempt(lambda: np.random.beta(1, -1))
attempt(lambda: np.random.dirichlet([5.4e-01, -1.0e-16]))
attempt(lambda: np.random.dirichlet([[5, 1]]))
attempt(lambda: np.random.dirichlet([1.0, 2.0], 1.0))
