# `self.x = ...` in __init__ adds an attribute to a new instance each time: the store site
# remembers that the class binds such attributes in the instance dict and adds them directly.
# Everything that changes how the class stores attributes must still be seen: a data
# descriptor or a __setattr__ added to the class (or to a base) later, an instance's __dict__
# read or replaced, instances of a subclass that defines one, and class attributes assigned.


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


points = [Point(i, -i) for i in range(4)]
print([(p.x, p.y) for p in points], [sorted(vars(p)) for p in points[:1]])


# __dict__ read before attributes are added: the dict sees them, and writes to it are seen.
class Late:
    def fill(self, v):
        self.a = v
        self.b = v * 2


objs = [Late() for _ in range(3)]
d = objs[1].__dict__
for i, o in enumerate(objs):
    o.fill(i)
print(d, objs[1].a)
d["a"] = "via dict"
print(objs[1].a, objs[2].__dict__)


# A property added to the class after the site stored plain attributes: the setter runs.
def make_many(n):
    return [Point(i, i) for i in range(n)]


make_many(3)
log = []
Point.y = property(lambda self: "prop", lambda self, v: log.append(v))
p = Point(1, 2)
print(p.x, p.y, log, sorted(vars(p)))
del Point.y
print(Point(5, 6).y)


# A __setattr__ added to a base class later.
class Base:
    pass


class Child(Base):
    def __init__(self, v):
        self.v = v


print([Child(i).v for i in range(3)])
Base.__setattr__ = lambda self, name, value: object.__setattr__(self, name, ("wrapped", value))
print(Child(7).v)
del Base.__setattr__
print(Child(8).v)


# A subclass whose __setattr__ intercepts, through the same store site as the base class.
class Plain:
    def __init__(self, v):
        self.v = v


class Loud(Plain):
    def __setattr__(self, name, value):
        print("set", name, value)
        super().__setattr__(name, value)


for cls in (Plain, Plain, Loud, Plain, Loud):
    print(cls.__name__, cls(1).v)


# A data descriptor (no __get__ needed) and __slots__.
class Upper:
    def __set_name__(self, owner, name):
        self.name = "_" + name

    def __get__(self, obj, owner=None):
        return getattr(obj, self.name, None) if obj is not None else self

    def __set__(self, obj, value):
        obj.__dict__[self.name] = str(value).upper()


class Named:
    def __init__(self, n):
        self.n = n


print([Named(c).n for c in "ab"])
Named.n = Upper()
Named.n.__set_name__(Named, "n")
print(Named("c").n, vars(Named("d")))


class Slotted:
    __slots__ = ("a",)

    def __init__(self, a):
        self.a = a


print([Slotted(i).a for i in range(3)])
try:
    s = Slotted(1)
    s.b = 2
except AttributeError as e:
    print("AttributeError", e)


# Class attributes assigned through the class (a counter) and shadowed by instances.
class Counter:
    count = 0

    def __init__(self):
        Counter.count += 1
        self.count = -Counter.count


cs = [Counter() for _ in range(3)]
print(Counter.count, [c.count for c in cs])
del cs[0].count
print(cs[0].count)


# __class__ assigned through a site, and an instance dict replaced.
class A:
    def __init__(self):
        self.tag = "a"


class B:
    pass


objs = [A() for _ in range(2)]
for o in objs:
    o.__class__ = B
print([type(o).__name__ for o in objs], objs[0].tag)
o = A()
o.__dict__ = {"other": 1}
o.tag = "new"
print(o.__dict__)
