# User-defined descriptors as class attributes (the descriptor HOWTO; CPython's
# _PyObject_GenericGetAttrWithDict / _PyObject_GenericSetAttrWithDict): data descriptors
# (__set__ or __delete__) take reads and writes away from the instance dict, non-data
# descriptors (only __get__) are shadowed by it, class-level access calls __get__(None, cls),
# __set_name__ runs when the class is created, and descriptors on a base class work the same.


class Logged:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
        self.name = name
        self.private = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            print("get on class", objtype.__name__)
            return self
        value = getattr(obj, self.private, "unset")
        print("get", self.name, value)
        return value

    def __set__(self, obj, value):
        print("set", self.name, value)
        setattr(obj, self.private, value * 2)

    def __delete__(self, obj):
        print("delete", self.name)
        delattr(obj, self.private)


class C:
    x = Logged()
    y = Logged()

    def __init__(self):
        self.x = 1


c = C()
print(c.x, c.y)
c.y = 10
print(c.y, sorted(vars(c)))
del c.x
print(c.x)
print(type(C.x).__name__, C.__dict__["x"].name)
# The instance dict does not shadow a data descriptor.
c.__dict__["x"] = "in dict"
print(c.x, c.__dict__["x"])


class NonData:
    def __get__(self, obj, objtype=None):
        return ("computed", obj is None, objtype.__name__)


class D:
    nd = NonData()


d = D()
print(d.nd, D.nd)
d.nd = "shadow"
print(d.nd, D.nd, vars(d))
del d.nd
print(d.nd)


# Data descriptors missing __set__ or __delete__, and one without __get__.
class OnlySet:
    def __set__(self, obj, value):
        obj.__dict__["seen"] = value


class OnlyDelete:
    def __get__(self, obj, objtype=None):
        return "only delete"

    def __delete__(self, obj):
        print("deleted")


class OnlySetGet:
    def __get__(self, obj, objtype=None):
        return "get"

    def __set__(self, obj, value):
        print("set", value)


class E:
    s = OnlySet()
    o = OnlyDelete()
    g = OnlySetGet()


e = E()
e.s = 3
print(e.seen, type(e.s).__name__, type(E.s).__name__)
e.__dict__["s"] = "from dict"
print(e.s)
def fails(what, action):
    try:
        action()
    except AttributeError as err:
        print(what, "->", type(err).__name__, err)


fails("e.o = 1", lambda: setattr(e, "o", 1))
fails("del e.g", lambda: delattr(e, "g"))
fails("del e.s", lambda: delattr(e, "s"))
del e.o
print(e.o, e.g)
e.g = 5
setattr(e, "g", 6)
object.__setattr__(e, "g", 7)
print(e.g, "g" in vars(e))


# A descriptor on a base class, and a subclass overriding it with a plain attribute.
class Base:
    v = Logged()


class Derived(Base):
    pass


class Override(Base):
    v = "plain"


b = Derived()
b.v = 4
print(b.v, Derived.v.name)
o = Override()
o.v = "instance"
print(o.v, Override.v)


# A class with its own __setattr__ still reaches the descriptor through object.__setattr__.
class Tracked:
    t = Logged()

    def __setattr__(self, name, value):
        print("__setattr__", name)
        super().__setattr__(name, value)


tr = Tracked()
tr.t = 8
print(tr.t)


# Properties keep their messages.
class P:
    @property
    def p(self):
        return "p"


pp = P()
fails("pp.p = 1", lambda: setattr(pp, "p", 1))
fails("del pp.p", lambda: delattr(pp, "p"))

# type() with three arguments calls __set_name__ too.
T = type("T", (), {"w": Logged()})
t = T()
t.w = 1
print(t.w)


# A class's own __delattr__ answers `del`, and object.__delattr__ reaches the descriptor.
class Guarded:
    g = Logged()

    def __delattr__(self, name):
        print("__delattr__", name)
        object.__delattr__(self, name)


gd = Guarded()
gd.g = 1
del gd.g
gd.plain = 2
delattr(gd, "plain")
print(sorted(vars(gd)))
fails("del gd.missing", lambda: delattr(gd, "missing"))

# functools.cached_property: a non-data descriptor named by __set_name__.
import functools


class Lazy:
    def __init__(self):
        self.calls = 0

    @functools.cached_property
    def value(self):
        self.calls += 1
        return self.calls * 100


lz = Lazy()
print(lz.value, lz.value, lz.calls, vars(lz), type(Lazy.value).__name__, Lazy.value.attrname)
del lz.value
print(lz.value, lz.calls)
lz.value = "set"
print(lz.value)
