# The built-in property (CPython 3.12's Objects/descrobject.c): getter/setter/deleter copies,
# fget/fset/fdel/__doc__, __set_name__, __get__/__set__/__delete__, and the AttributeErrors of
# a missing accessor, which name the property (given by __set_name__) and the object's type
# by its qualified name. A class may derive from property.
class C:
    def __init__(self):
        self._x = 0

    @property
    def x(self):
        "The x."
        return self._x

    @x.setter
    def x(self, v):
        self._x = v

    @x.deleter
    def x(self):
        print('del x')
        del self._x

    def gy(self):
        return 5

    y = property(gy, doc='Y doc')
    z = property()
    w = property(None, gy)


c = C()
print(c.x)
c.x = 3
print(c.x)
del c.x
print(C.x.__doc__, C.y.__doc__, C.z.__doc__, C.w.__doc__)
print(C.x.fget.__name__, C.x.fset.__name__, C.x.fdel.__name__, C.y.fset, C.y.fdel, C.z.fget)
p2 = C.x.getter(lambda self: 42)
print(p2.fget(c), p2.fset is C.x.fset, p2.fdel is C.x.fdel, p2.__doc__)
p3 = C.y.setter(None)
print(p3.fget is C.y.fget, p3.__doc__, C.x.deleter(None).fdel is C.x.fdel)


def read_z():
    return c.z


def write_z():
    c.z = 1


def delete_z():
    del c.z


def write_y():
    c.y = 2


def delete_y():
    del c.y


def read_w():
    return c.w


for op in (read_z, write_z, delete_z, write_y, delete_y, read_w):
    try:
        op()
    except AttributeError as e:
        print(op.__name__, '->', e)


class Outer:
    class Inner:
        v = property()


try:
    Outer.Inner().v
except AttributeError as e:
    print(e)

# A property made outside a class body has no name until __set_name__ gives it one.
loose = property()


class D:
    pass


D.q = loose
for op in (lambda: D().q, lambda: setattr(D(), 'q', 1)):
    try:
        op()
    except AttributeError as e:
        print(e)
loose.__set_name__(D, 'q')
try:
    D().q
except AttributeError as e:
    print(e)

print(isinstance(C.x, property), type(C.x).__name__, C.x.__get__(None, C) is C.x, C.x.__get__(C()))
inst = C()
C.x.__set__(inst, 9)
print(inst.x)
C.x.__delete__(inst)
print(hasattr(inst, '_x'))
print(property(doc='only doc').__doc__, property(fget=C.gy, fdel=C.gy).fdel is C.gy)
for bad in (lambda: property(1, 2, 3, 4, 5), lambda: property(nope=1)):
    try:
        bad()
    except TypeError as e:
        print('TypeError:', e)


class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius

    @property
    def celsius(self):
        return self._celsius

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError('below absolute zero')
        self._celsius = value

    fahrenheit = property(lambda self: self.celsius * 9 / 5 + 32)


t = Temperature(25)
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print('ValueError:', e)
try:
    t.fahrenheit = 1
except AttributeError as e:
    print(e)


# Classes deriving from property: their own __get__ (a class-level property), an __init__ that
# calls property's, and getter/setter copies of the subclass's type.
class classproperty(property):
    def __get__(self, obj, owner=None):
        return self.fget(owner)
class Config:
    _name = 'cfg'
    @classproperty
    def name(cls):
        return cls._name.upper()
print(Config.name, Config().name, type(Config.__dict__['name']).__name__)
class logged(property):
    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        super().__init__(fget, fset, fdel, doc)
        self.reads = 0
    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        self.reads += 1
        return super().__get__(obj, owner)
class M:
    def __init__(self): self._w = 1
    @logged
    def w(self):
        "Weight."
        return self._w
    @w.setter
    def w(self, v):
        self._w = v
m = M()
print(m.w, m.w)
m.w = 5
print(m.w, type(M.__dict__['w']).__name__, M.__dict__['w'].reads, M.w.__doc__, isinstance(M.w, property))
class plain(property):
    pass
class N:
    @plain
    def q(self): return 7
    r = plain()
print(N().q, N.q.fget.__name__)
try:
    N().r
except AttributeError as e:
    print(e)
try:
    N().q = 1
except AttributeError as e:
    print(e)
