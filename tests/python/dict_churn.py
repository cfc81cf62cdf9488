# Dicts after heavy churn: insertion order, popitem order, views, copies and the errors of
# iteration, as CPython gives them (its dicts drop deleted entries when they resize).
d = {}
for i in range(20000):
    d[i] = i
    del d[i]
print(len(d), d)
d.update({5: 'a', 3: 'b', 9: 'c'})
print(d, list(d.items()))

# A standing population with churn, and views kept across it.
d = {k: k * k for k in range(100)}
keys, values, items = d.keys(), d.values(), d.items()
for i in range(30000):
    d[1000 + i] = i
    if i % 3:
        del d[1000 + i - 1]
    if i % 7 == 0 and i // 7 < 100:
        d.pop(i // 7)
print(len(d), list(d)[:15], list(d)[-15:])
print(len(keys), list(keys)[:10], list(values)[-5:], list(items)[-3:])
print(list(reversed(keys))[:5], list(reversed(items))[:2])
print(sum(d), sum(d.values()))

# Re-inserted keys go to the end.
d = dict.fromkeys(range(10))
for r in range(2000):
    k = (r * 7) % 10
    v = d.pop(k)
    d[k] = r
print(d)

# popitem order after churn.
d = {}
for i in range(5000):
    d[i] = i
    if i % 4:
        del d[i - 1]
out = []
while len(d) > 1200:
    out.append(d.popitem())
print(out[:5], out[-5:], len(d))
for i in range(50):
    d[-i] = i
    d.popitem()
print(list(d.items())[-5:])

# Copies and comparisons.
c = d.copy()
print(c == d, list(c)[-10:], dict(d) == c, {**d} == c)
c[10 ** 9] = 0
print(c == d, len(c), len(d))

# Hash calls: dropping deleted entries never hashes a key again.
calls = 0


class K:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        global calls
        calls += 1
        return self.n

    def __eq__(self, other):
        return isinstance(other, K) and other.n == self.n

    def __repr__(self):
        return 'K(%d)' % self.n


ks = [K(n) for n in range(3000)]
d = {}
for k in ks:
    d[k] = 1
    if k.n % 2:
        del d[k]
print(calls, len(d), list(d)[:5])
kset = set()
for k in ks:
    kset.add(k)
    if k.n % 3:
        kset.discard(k)
print(len(kset), sorted(k.n for k in kset)[:5])

# Iteration errors after churn.
d = {i: i for i in range(50)}
for i in range(5000):
    d[100 + i] = i
    del d[100 + i]
try:
    for k in d:
        d[k + 1000] = 0
except RuntimeError as e:
    print('RuntimeError', e)
try:
    for k in d:
        del d[k]
except RuntimeError as e:
    print('RuntimeError', e)
try:
    for k, v in d.items():
        d.pop(k)
except RuntimeError as e:
    print('RuntimeError', e)
print(len(d), list(d)[:5])
for k in list(d):
    if k % 2:
        del d[k]
print(d)

# Churn of a different dict while one is iterated.
a = {i: i for i in range(20)}
b = {}
seen = []
for k in a:
    for j in range(200):
        b[j] = j
        del b[j]
    b[k] = k
    seen.append(k)
print(seen, b)

# An iterator kept across churn of its dict that leaves the size unchanged.
d = {i: i for i in range(10)}
it = iter(d)
print(next(it), next(it))
for i in range(10):
    d[i] = -i
print(list(it))

# Keyword arguments and small dicts.
def f(**kw):
    for i in range(50):
        kw['x%d' % i] = i
        del kw['x%d' % i]
    return kw


print(f(a=1, b=2, c=3))
