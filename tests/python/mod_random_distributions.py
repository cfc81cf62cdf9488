# random's distributions (gauss, normalvariate, gammavariate, betavariate, binomialvariate, ...)
# draw as CPython 3.12's do, so a seeded generator gives CPython's exact values.
import random
random.seed(42)
print(random.random(), random.randint(1, 10), random.choice('abcdef'), random.uniform(0, 1))
l = list(range(10)); random.shuffle(l); print(l)
print(random.sample(range(100), 5), random.gauss(0, 1), random.normalvariate(0, 1))
print(random.choices(['a', 'b', 'c'], weights=[1, 2, 3], k=5), random.randrange(0, 100, 5), random.getrandbits(40))
print(random.triangular(0, 1), random.betavariate(2, 3), random.expovariate(1.5), random.lognormvariate(0, 1))
print(random.vonmisesvariate(1, 1), random.gammavariate(2, 1), random.paretovariate(2), random.weibullvariate(1, 2))
r = random.Random(7); print(r.random(), r.randint(0, 1000), r.sample(['x', 'y', 'z'], 2))
print(random.binomialvariate(10, 0.3) if hasattr(random, 'binomialvariate') else 'nb')
s = random.getstate(); a = random.random(); random.setstate(s); print(a == random.random())
out = []
for seed in range(40):
    r = random.Random(seed)
    out.append((r.gauss(1, 2), r.gauss(), r.normalvariate(), r.lognormvariate(0, 0.5), r.expovariate(2),
                r.triangular(0, 10, 3), r.vonmisesvariate(1, 0.5 + seed % 3), r.gammavariate(0.5 + seed % 4, 2),
                r.gammavariate(1.0, 1), r.gammavariate(0.3, 1), r.betavariate(0.5 + seed % 3, 2), r.paretovariate(3),
                r.weibullvariate(2, 1.5), r.binomialvariate(5, 0.3), r.binomialvariate(100, 0.4),
                r.binomialvariate(1000, 0.7), r.binomialvariate(30, 0.1), r.binomialvariate(1, 0.5), r.randbytes(5)))
for row in out:
    print(row)
r = random.Random(5); s = r.getstate(); x = [r.gauss() for _ in range(3)]; r.setstate(s); print(x == [r.gauss() for _ in range(3)])
