# pickle (CPython 3.12's C pickler, protocols 4 and 5): the exact bytes (framing, MEMOIZE /
# BINGET of shared objects and of the interned identifier strings, batches of 1000, ints of every
# width, classes by module and name, instances with __dict__ / __getstate__ / __setstate__,
# namedtuples), loads of each, dump / load on a file, and the errors.
import pickle, collections

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, o):
        return type(o) is Point and (self.x, self.y) == (o.x, o.y)

class Empty:
    pass

class WithState:
    def __init__(self): self.a = 1; self.cache = "big"
    def __getstate__(self): return {"a": self.a}
    def __setstate__(self, st): self.__dict__.update(st); self.cache = None

P = collections.namedtuple("P", "x y")
hist = {"loss": [0.5, 0.25, 0.125], "accuracy": [0.5, 0.75, 1.0], "epochs": 3}
objs = [None, True, False, 0, 1, 255, 256, 65535, 65536, -1, -129, 2**31 - 1, 2**31, -2**31, -2**31 - 1, 2**63, -2**64, 10**100, 0.5, -0.0, float("inf"), 1e300,
        "", "a", "héllo", "x" * 300, b"", b"\x00\xff", b"y" * 300, (), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4), [], [1], [1, 2], list(range(1005)), {}, {"a": 1}, {"a": 1, "b": [2]},
        {1, 2, 3}, frozenset([1]), set(), frozenset(), hist, Point(1, 2.5), Empty(), P(1, 2), [Point(0, 0), Point(0, 0)], int, len, Point, collections.OrderedDict]
shared = [1, 2]
objs.append([shared, shared, (shared,)])
s = "shared string"
objs.append([s, s, {s: s}])
for proto in (4, 5):
    for o in objs:
        if proto == 2 and isinstance(o, bytes):
            continue
        data = pickle.dumps(o, protocol=proto)
        back = pickle.loads(data)
        ok = back == o or (o != o) or type(o) in (Empty, WithState)
        if len(data) > 200:
            print(proto, type(o).__name__, len(data), data[:40], data[-20:], ok)
        else:
            print(proto, type(o).__name__, data, ok)
w = pickle.loads(pickle.dumps(WithState()))
print(w.a, w.cache, type(pickle.loads(pickle.dumps(Empty()))).__name__)
big = list(range(20000))
data = pickle.dumps(big)
print(len(data), data[:20], pickle.loads(data) == big)
import io
f = io.BytesIO()
pickle.dump(hist, f)
pickle.dump([1], f)
f.seek(0)
print(pickle.load(f), pickle.load(f))
try:
    pickle.load(f)
except EOFError as e:
    print("EOFError", e)
for bad in [lambda: pickle.dumps(lambda: 1), lambda: pickle.loads("x"), lambda: pickle.loads(b"\xff"), lambda: pickle.dumps(1, protocol=6)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(pickle.HIGHEST_PROTOCOL, pickle.DEFAULT_PROTOCOL)
