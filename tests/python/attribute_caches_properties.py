# An attribute load that found a property with a Python getter calls the getter directly
# while the class is unchanged. Replacing, deleting or shadowing the property, a getter that
# raises (which a __getattr__ of the class then answers, as slot_tp_getattr_hook does), a
# subclass, an instance dict entry of the same name and a property read both as a value and
# as a callee must all behave as in CPython.


class Box:
    def __init__(self, v):
        self.v = v

    @property
    def double(self):
        return self.v * 2


def doubles(items):
    return [b.double for b in items]


boxes = [Box(i) for i in range(3)]
print(doubles(boxes))

# The instance dict never shadows a property (a data descriptor).
boxes[0].__dict__["double"] = "shadow"
print(doubles(boxes), boxes[0].__dict__)

# The property replaced by another, then by a plain class attribute, then deleted.
Box.double = property(lambda self: -self.v)
print(doubles(boxes))
Box.double = "class attribute"
print(doubles(boxes))
del Box.double
print(doubles(boxes[:1]), hasattr(boxes[1], "double"))
Box.double = property(lambda self: self.v * 2)


class Sub(Box):
    pass


class Plain(Box):
    double = 99


print(doubles([Box(1), Sub(2), Plain(3), Sub(4)]))


# A getter that raises; a property without a getter; a class with __getattr__.
class Fragile:
    @property
    def value(self):
        raise AttributeError("no value yet")

    @property
    def other(self):
        raise KeyError("other")


def read(o, name):
    try:
        return getattr(o, name) if name != "value" else o.value
    except (AttributeError, KeyError) as e:
        return type(e).__name__ + ": " + str(e)


f = Fragile()
print([read(f, "value") for _ in range(2)], read(f, "other"))


class WithHook:
    def __getattr__(self, name):
        return "hook " + name

    @property
    def p(self):
        raise AttributeError("p")


w = WithHook()
print(w.p, w.p, w.missing)


# A property returning a function, read as a value and called at another site.
class Factory:
    @property
    def make(self):
        return lambda x: x + 1


fa = Factory()
print([fa.make(i) for i in range(3)], fa.make.__name__)


# The getter replaced through a new property on the class.
class Temp:
    def __init__(self):
        self.c = 20

    @property
    def f(self):
        return self.c * 9 / 5 + 32


t = Temp()
print([t.f for _ in range(2)])
Temp.f = property(lambda self: "kelvin %s" % (self.c + 273))
print(t.f)
