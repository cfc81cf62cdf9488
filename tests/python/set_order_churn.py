# Set iteration order, pop order, copies and errors after heavy churn: CPython drops a table's
# dummies only when it resizes, so where an element lands after thousands of additions and
# removals depends on the table's whole history. Ints (and tuples of ints) only: str hashes are
# randomized per process.


def show(label, s):
    print(label, len(s), list(s)[:40], sum(i * x for i, x in enumerate(s)) if all(isinstance(x, int) for x in s) else '')


# Add/discard pairs: the table fills with dummies and resizes again and again.
s = set()
for i in range(20000):
    s.add(i)
    s.discard(i)
show('pairs', s)
s.update([8, 16, 0, 24, 3])
show('after pairs', s)

# A standing population with churn at colliding low bits.
s = set(range(0, 4096, 64))
for i in range(30000):
    s.add(i * 1024 + 7)
    if i % 3:
        s.discard((i - 1) * 1024 + 7)
    if i % 5 == 0:
        s.discard(i % 4096 // 64 * 64)
show('colliding', s)
print(sorted(s)[:10], len(s))

# Removing most of a large set, then adding back: the slots dummies leave are reused.
s = set(range(5000))
for i in range(0, 5000):
    if i % 7:
        s.discard(i)
show('thinned', s)
for i in range(5000, 5100):
    s.add(i * 3)
show('refilled', s)

# pop order after churn (pop's search finger survives resizes and copies).
s = set(range(300))
popped = []
for i in range(20000):
    popped.append(s.pop())
    s.add(i * 13 + 1000)
    if i % 11 == 0:
        s.discard(i * 13 + 987)
print('popped', popped[:30], popped[-30:], sum(i * x for i, x in enumerate(popped)))
show('after pops', s)
while len(s) > 250:
    s.pop()
show('popped down', s)

# Copies, frozensets and the set operations of a churned set.
c = s.copy()
f = frozenset(s)
show('copy', c)
show('frozenset', f)
print(hash(f) == hash(frozenset(c)), f == c)
other = set(range(1000, 300000, 97))
show('or', s | other)
show('and', s & other)
show('sub', s - other)
show('rsub', other - s)
show('xor', s ^ other)
d = s.copy()
d -= set(range(0, 200000, 2))
show('isub', d)
d ^= set(range(100, 400))
show('ixor', d)
d |= {1, 2, 3}
show('ior', d)
d &= set(range(0, 300000, 3))
show('iand', d)
show('pop after ops', [d.pop() for _ in range(10)])

# Negative ints: -1 and -2 share a hash.
s = {-1, -2, -3}
for i in range(5000):
    s.add(-i)
    if i % 2:
        s.discard(-(i // 2))
show('negative', s)
s.discard(-1)
s.add(-1)
s.discard(-2)
show('negative 2', s)

# Tuples and floats.
s = set()
for i in range(10000):
    s.add((i, i % 7))
    s.add(i / 4)
    if i > 50:
        s.discard((i - 50, (i - 50) % 7))
        s.discard((i - 40) / 4)
print(len(s), list(s)[:20])

# Errors after churn.
s = set(range(100))
for i in range(10000):
    s.add(i + 100)
    s.discard(i)
try:
    s.remove(5)
except KeyError as e:
    print('KeyError', e)
try:
    for x in s:
        s.add(-x - 1)
except RuntimeError as e:
    print('RuntimeError', e)
try:
    for x in s:
        s.discard(x)
except RuntimeError as e:
    print('RuntimeError', e)
show('after errors', s)
it = iter(s)
next(it)
for i in range(1000):
    s.add(10 ** 6 + i)
    s.discard(10 ** 6 + i)
try:
    next(it)
    print('next after churn ok', len(s))
except RuntimeError as e:
    print('RuntimeError', e)
e = set()
for i in range(1000):
    e.add(i)
    e.discard(i)
try:
    e.pop()
except KeyError as err:
    print('KeyError', err)
e.add(5)
print(e.pop(), e)
