# statistics.NormalDist's inv_cdf (Wichura's AS241, to the bit), quantiles, zscore, overlap,
# samples (random.Random(seed).gauss), arithmetic, hashing and errors, as CPython's.
# (inv_cdf with sigma 0, which 3.12 allows, is in typing_names_312.py.)
from statistics import NormalDist, StatisticsError
import random

iq = NormalDist(100, 15)
print(iq.inv_cdf(0.975), iq.inv_cdf(0.5), iq.inv_cdf(0.025), iq.inv_cdf(1e-10), iq.inv_cdf(1 - 1e-12))
z = NormalDist()
for p in (0.001, 0.01, 0.075, 0.2, 0.425, 0.5, 0.924, 0.95, 0.99, 0.999999, 1e-300, 5e-324):
    print(p, z.inv_cdf(p))
print(iq.quantiles(), z.quantiles(10), len(iq.quantiles(100)), NormalDist(3, 2).quantiles(n=3))
print(iq.zscore(130), iq.zscore(85.5), z.zscore(-2))
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), NormalDist(3.2, 2.0).overlap(NormalDist(2.4, 1.6)))
print(NormalDist(0, 1).overlap(NormalDist(1, 1)), z.overlap(z), NormalDist(5, 1).overlap(NormalDist(-5, 3)))
print(iq.samples(3, seed=42))
print(NormalDist(1, 0.5).samples(4, seed='abc'), z.samples(0, seed=1), len(z.samples(5)))
print(NormalDist(10, 2).samples(2, seed=7) == NormalDist(10, 2).samples(2, seed=7))
print(random.Random(42).gauss(100, 15) == iq.samples(1, seed=42)[0])

a, b = NormalDist(10, 3), NormalDist(4, 4)
print(a + b, a - b, a + 5, 5 + a, a - 2, 20 - a, a * 2, 3 * a, a * -1, a / 2, a / -4, +a, -a)
print(a == NormalDist(10.0, 3.0), a != b, a == 10, hash(a) == hash(NormalDist(10, 3)), len({a, +a, b}))
print(a.mean, a.median, a.mode, a.stdev, a.variance, NormalDist.from_samples([1, 2, 3, 4]))
print(a.__getstate__(), iq.cdf(iq.inv_cdf(0.3)), round(iq.pdf(100), 6))

for probe in (lambda: z.inv_cdf(0), lambda: z.inv_cdf(1), lambda: z.inv_cdf(-0.5), lambda: z.inv_cdf(1.5),
              lambda: NormalDist(1, 0).zscore(1), lambda: NormalDist(1, 0).overlap(z),
              lambda: z.overlap(NormalDist(1, 0)), lambda: z.overlap(3), lambda: z.quantiles(0),
              lambda: z.quantiles(1), lambda: z.samples(-1, seed=1), lambda: z.samples(2, 3),
              lambda: a * b, lambda: z.inv_cdf('x'), lambda: NormalDist(0, -1)):
    try:
        print(probe())
    except (StatisticsError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
