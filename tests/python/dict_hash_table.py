# Dicts and sets past the small size, whose lookups go through the hash table: keys whose
# hashes share their low bits, erased and re-added keys, hashes of -1, a key whose __eq__
# changes the dict during a lookup, and long runs of inserts and deletes.

# Ints that share their low 10 bits (a table indexed by the low bits alone puts them all
# in one slot).
d = {i * 1024: i for i in range(300)}
print(len(d), d[0], d[1024 * 299], (1024 * 150) in d, 1023 in d)
print(sum(d[k] for k in range(0, 1024 * 300, 1024)))

# Negative ints, hash(-1) == hash(-2), floats equal to ints, True == 1.
e = {}
for k in [-1, -2, 1.0, 2, True, 0, 0.0, False, 2**61 - 1, 2**61, -(2**61), 3.5, "a", (1, 2)]:
    e[k] = e.get(k, 0) + 1
print(e)
print(e[1], e[-1], e[-2], e[2**61], e[(1, 2)])

# Erase and re-add: insertion order and lookups stay right.
f = {str(i): i for i in range(50)}
for i in range(0, 50, 2):
    del f[str(i)]
for i in range(0, 50, 4):
    f[str(i)] = -i
print(len(f), list(f)[:8], list(f)[-4:])
print([f.get(str(i)) for i in range(10)])

# Many inserts and deletes in turn (a queue): the table keeps finding the live keys.
q = {}
for i in range(5000):
    q[i] = i
    if i >= 20:
        del q[i - 20]
print(len(q), min(q), max(q), sum(q.values()))
print(all(q[k] == k for k in q), 4979 in q, 4980 in q)

# pop, popitem, setdefault, update and clear past the small size.
g = dict.fromkeys(range(40), 0)
print(g.pop(39), g.popitem(), g.setdefault(100, "x"), len(g))
g.update({i: i for i in range(30, 60)})
print(len(g), g[35], 38 in g, 39 in g)
g.clear()
g[7] = 7
print(g, len(g))

# Sets share the table.
s = {i * 4096 for i in range(200)}
s.discard(4096 * 7)
s.add(4096 * 7 + 1)
print(len(s), 4096 * 7 in s, 4096 * 7 + 1 in s, 4096 * 199 in s)
print(sorted(s ^ {0, 1, 2})[:5])


# A key whose __eq__ adds keys to the dict being searched: the lookup starts again.
class Meddler:
    def __init__(self, target):
        self.target = target

    def __hash__(self):
        return 5

    def __eq__(self, other):
        for i in range(100, 140):
            self.target[i] = i
        return False


h = {i: i for i in range(12)}
h[Meddler(h)] = "m"
print(len(h), Meddler(h) in h, 5 in h, h[139])

# Changing a dict's keys while iterating it (one deleted, another added: its size unchanged).
d = {1: 1}
try:
    for x in d:
        del d[x]
        d[x + 1] = 1
except RuntimeError as e:
    print("RuntimeError:", e)
e = {1: 1, 2: 2}
try:
    for k, v in e.items():
        del e[k]
        e[k + 10] = v
except RuntimeError as err:
    print("RuntimeError:", err)


# A __hash__ returning -1 hashes as -2 (slot_tp_hash), while calling __hash__ gives -1.
class MinusOne:
    def __hash__(self):
        return -1


print(hash(MinusOne()), MinusOne().__hash__(), hash(-1), len({MinusOne(), MinusOne()}))

# Keys and items views order against sets and views as sets do (dictview_richcompare).
k = {1: "a", 2: "b"}
print(k.keys() < {1, 2, 3}, k.keys() <= {1, 2}, k.keys() > {1}, k.keys() >= frozenset({1, 2}), k.keys() < {1})
print(k.items() <= {(1, "a"), (2, "b")}, k.items() > {(1, "a")}, k.keys() <= k.keys(), {1} < k.keys())
try:
    k.keys() < [1, 2, 3]
except TypeError as e:
    print("TypeError:", e)
