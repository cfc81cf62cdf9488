# The engine remembers, at each `obj.attr` and `obj.method(...)` site, what it found for the
# object's type (inline caches), and caches lookups along each type's MRO. Every one of these
# must follow later changes: __bases__ assigned on a class or on a base of it after its methods
# were called, a base class's method replaced after a subclass instance used it, instance
# attributes shadowing methods, properties added over instance attributes, class attributes
# rebound between plain values and functions, __dict__ replaced, and call sites that see
# several types.


class A:
    def f(self):
        return "A.f"

    def g(self):
        return "A.g"


class B:
    def f(self):
        return "B.f"

    def h(self):
        return "B.h"


class Mid(A):
    pass


class Leaf(Mid):
    def __init__(self):
        self.v = 1


def calls(obj, n=3):
    # One call site (and one attribute site) run several times: the caches fill on the first.
    out = []
    for _ in range(n):
        out.append(obj.f())
        out.append(obj.v)
    return out


leaf = Leaf()
print(calls(leaf))
# Bases assigned two levels up: Leaf's MRO changes through Mid's.
Mid.__bases__ = (B,)
print(calls(leaf), leaf.h(), [k.__name__ for k in Leaf.__mro__])
try:
    leaf.g()
except AttributeError as e:
    print(type(e).__name__, e)
Mid.__bases__ = (A,)
print(calls(leaf), leaf.g(), hasattr(leaf, "h"))

# A base class's method replaced (and deleted) after a subclass instance cached it.
results = []
for i in range(6):
    results.append(leaf.g())
    if i == 1:
        A.g = lambda self: "patched A.g"
    elif i == 3:
        Mid.g = lambda self: "Mid.g"
print(results)
del Mid.g
del A.g
print(hasattr(leaf, "g"))

# An instance attribute of the same name shadows a method the call site remembered; deleting
# it uncovers the method again.
seen = []
for i in range(5):
    seen.append(leaf.f())
    if i == 1:
        leaf.f = lambda: "instance f"
    elif i == 3:
        del leaf.f
print(seen)


# A property added to the class over an instance attribute the loads and stores remembered.
class P:
    def __init__(self):
        self.x = 1


p = P()
vals = []
for i in range(4):
    vals.append(p.x)
    p.x = p.x + 1
    if i == 1:
        P.x = property(lambda self: 10, lambda self, v: vals.append(("set", v)))
print(vals, p.__dict__)
del P.x
print(p.x)

# Class attributes rebound from plain values to plain values (a counter), then to a function,
# seen through a subclass.


class Base:
    count = 0
    kind = "plain"

    def __init__(self):
        Base.count += 1
        self.n = Base.count


class Sub(Base):
    pass


subs = [Sub() for _ in range(4)]
print(Sub.count, [s.n for s in subs], subs[0].count, subs[0].kind)
Base.kind = lambda self: "method now"
print(subs[0].kind(), Sub().kind())
Base.kind = 3.5
print(subs[1].kind, Sub.kind)
Base.kind = staticmethod(lambda: "static")
print(subs[2].kind())


# __dict__ replaced under sites that remembered entries of the old one.
class Q:
    def f(self):
        return "Q.f"


q = Q()
q.v = "q"
out = []
for i in range(4):
    out.append((q.f(), q.v))
    q.v = q.v + "!"
    if i == 1:
        q.__dict__ = {"v": "new dict", "f": lambda: "dict f"}
print(out, q.__dict__["v"])


# One call site that sees instances of several types, some of which change.
class S1:
    def f(self):
        return 1


class S2(S1):
    def f(self):
        return 2


objs = [S1(), S2(), S2(), S1()] * 10
total = 0
for i, o in enumerate(objs):
    total += o.f()
    if i == 20:
        S1.f = lambda self: 100
print(total)
