# Small dicts (up to eight entries) are searched without a hash index and grow one past that:
# lookups, replacement, deletion, equal keys of different types, keys with their own __eq__
# and __hash__ (which keys a colliding lookup compares is CPython's probing order: not
# printed), and **kwargs dicts built at call sites all behave as CPython's dict.
class Key:
    def __init__(self, name, h):
        self.name, self.h = name, h

    def __hash__(self):
        return self.h

    def __eq__(self, other):
        return isinstance(other, Key) and self.name == other.name

    def __repr__(self):
        return "Key(%s)" % self.name


d = {}
for i in range(20):
    d[i] = i * i
    if i % 3 == 0:
        del d[i]
    if i in (7, 8, 9):
        print(i, len(d), 5 in d, 6 in d, d.get(4), list(d)[:4])
print(d, len(d))
for i in range(20):
    d.pop(i, None)
print(d, len(d))
d[1.0] = "f"
d[1] = "i"
d[True] = "b"
print(d)
e = {Key("a", 1): 1, Key("b", 1): 2}
print(e[Key("b", 1)], Key("c", 1) in e, len(e))
for n in range(10):
    e[Key(str(n), 2)] = n
print(len(e), e[Key("7", 2)])
del e[Key("a", 1)]
print(len(e), Key("a", 1) in e)


def kw(a=0, **kwargs):
    return kwargs


for _ in range(3):
    r = kw(alpha=1, beta=2)
    r["alpha"] += 1
    print(r, list(r), "alpha" in r, r.get("beta"), r == {"beta": 2, "alpha": 2})
many = kw(k0=0, k1=1, k2=2, k3=3, k4=4, k5=5, k6=6, k7=7, k8=8, k9=9)
print(len(many), many["k9"], list(many)[-2:])
many.clear()
many["x"] = 1
print(many)


class Layer:
    def __init__(self, units, activation=None, **kwargs):
        self.units = units
        self.kwargs = kwargs


layers = [Layer(4, name="dense", dtype="float32"), Layer(2, name="out")]
layers[0].kwargs["name"] += "_1"
print([l.kwargs for l in layers])
