# Attribute lookups whose answers the engine caches (type lookups, global slots, attribute
# hooks) must follow every change: methods replaced, added to or deleted from a base class
# after use, __getattr__ / __setattr__ / __getattribute__ added later, class attributes
# rebound in a loop, globals deleted and rebound; getattr/hasattr with missing attributes.
class Base:
    def who(self):
        return "base"


class Child(Base):
    pass


c = Child()
seen = []
for round in range(3):
    seen.append(c.who())
    if round == 0:
        Base.who = lambda self: "patched"
    elif round == 1:
        Child.who = lambda self: "child"
print(seen)
del Child.who
print(c.who())
del Base.who
print(hasattr(c, "who"), getattr(c, "who", "missing"))
Base.extra = 5
print(c.extra, Child.extra)


class Counter:
    count = 0

    def __init__(self):
        Counter.count += 1
        self.n = Counter.count


objs = [Counter() for _ in range(5)]
print(Counter.count, [o.n for o in objs])


class Lazy:
    pass


lazy = Lazy()
print(getattr(lazy, "anything", None), hasattr(lazy, "anything"))
Lazy.__getattr__ = lambda self, name: "dyn:" + name
print(getattr(lazy, "anything", None), lazy.other, hasattr(lazy, "x"))
del Lazy.__getattr__
print(getattr(lazy, "anything", "gone"))

log = []


def setter(self, name, value):
    log.append((name, value))
    object.__setattr__(self, name, value * 2)


lazy.a = 1
Lazy.__setattr__ = setter
lazy.b = 2
del Lazy.__setattr__
lazy.c = 3
print(lazy.a, lazy.b, lazy.c, log)


class Prop:
    @property
    def broken(self):
        raise AttributeError("inner")

    @property
    def fine(self):
        return "ok"


p = Prop()
print(getattr(p, "broken", "default"), hasattr(p, "broken"), getattr(p, "fine", "default"))
try:
    getattr(p, "missing")
except AttributeError as e:
    print(type(e).__name__, e)


class Loud:
    def __getattribute__(self, name):
        if name == "secret":
            raise KeyError(name)
        return object.__getattribute__(self, name)


try:
    getattr(Loud(), "secret", None)
except KeyError as e:
    print("KeyError", e)

# Globals read and written in a loop, deleted and bound again.
total = 0
for i in range(5):
    total += i
    if i == 2:
        del total
        total = 100
print(total)

# for loops over lists that change while they run, tuples and ranges.
items = [1, 2, 3]
out = []
for x in items:
    out.append(x)
    if x < 3:
        items.append(x + 10)
print(out, items)
print([x * 2 for x in (1, 2, 3)], [x for x in range(10, 0, -3)], [x for x in range(0)])
print(sum(x for x in range(2**40, 2**40 + 3)))

# bool's bitwise operators give bools; int arithmetic overflowing 64 bits becomes a big int.
print(True & False, True | False, True ^ True, True & 1, True + True, -True)
b = True
b &= False
print(b)
n = 2**62
n += n
print(n, n * n, 7 // -2, -7 % 3, 2.5 // 1, 7.5 % 2)
