# `obj.__class__ = Other` (CPython's object_set_class): the object's class changes when both
# classes lay out their instances alike; methods, properties, descriptors and isinstance then
# follow the new class, also at attribute and call sites that cached the old one. Otherwise
# TypeError with CPython's messages.


class A:
    kind = "A"

    def __init__(self):
        self.value = 1

    def who(self):
        return "A.who"

    @property
    def prop(self):
        return "A.prop"


class B:
    kind = "B"

    def who(self):
        return "B.who " + str(self.value)

    @property
    def prop(self):
        return "B.prop"

    def only_b(self):
        return "only B"


def probe(obj, n=3):
    # The same sites, several times: their inline caches fill on the first pass.
    out = []
    for _ in range(n):
        out.append((obj.who(), obj.kind, obj.prop, obj.value))
    return out


a = A()
print(probe(a))
a.__class__ = B
print(probe(a), type(a).__name__, isinstance(a, B), isinstance(a, A), a.only_b())
print("__class__" in vars(a), vars(a), a.__class__ is B)
a.__class__ = A
print(probe(a), hasattr(a, "only_b"))


# Subclasses, and a class with __slots__-free multiple bases.
class Sub(A):
    def who(self):
        return "Sub.who/" + super().who()


a.__class__ = Sub
print(a.who(), isinstance(a, A), type(a).__mro__[1].__name__)


# setattr() and object.__setattr__ take the same way.
setattr(a, "__class__", B)
print(a.who())
object.__setattr__(a, "__class__", A)
print(a.who())


# Errors.
def fails(what, action):
    try:
        action()
    except (TypeError, AttributeError) as err:
        print(what, "->", type(err).__name__, err)


class E(Exception):
    pass


class I(int):
    pass


class J(int):
    pass


class I2(I):
    pass


class F(float):
    pass


class G(float):
    pass


fails("a.__class__ = 1", lambda: setattr(a, "__class__", 1))
fails("a.__class__ = int", lambda: setattr(a, "__class__", int))
fails("a.__class__ = E", lambda: setattr(a, "__class__", E))
fails("e.__class__ = A", lambda: setattr(E(), "__class__", A))
fails("(1).__class__ = A", lambda: setattr(1, "__class__", A))
fails("object().__class__ = A", lambda: setattr(object(), "__class__", A))
f = F(1.5)
f.__class__ = G
print(type(f).__name__, f + 1)
fails("f.__class__ = A", lambda: setattr(f, "__class__", A))
# int's subclasses each start a layout of their own; their subclasses share it.
i = I2(5)
i.__class__ = I
print(type(i).__name__, i + 1)
fails("i.__class__ = J", lambda: setattr(i, "__class__", J))
print(type(a).__name__, a.who())
