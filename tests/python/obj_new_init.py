# __new__ in the program's classes: super().__new__(cls), object.__new__(cls), singletons,
# __new__ returning another type (then __init__ is skipped), tuple subclasses, and calling
# object.__init__ / object.__setattr__ / object.__getattribute__ explicitly.
class Singleton:
    _instance = None
    def __new__(cls, *args, **kwargs):
        if cls._instance is None:
            print('creating', cls.__name__)
            cls._instance = super().__new__(cls)
        return cls._instance
    def __init__(self, value=0):
        print('init', value)
        self.value = value

a = Singleton(1)
b = Singleton(2)
print(a is b, a.value, type(a).__name__)

class Config(Singleton):
    pass
c = Config(3)
print(c is a, type(c).__name__, isinstance(c, Singleton))

bare = object.__new__(Singleton)
print(type(bare).__name__, hasattr(bare, 'value'), bare is a)

class Temperature:
    def __new__(cls, celsius):
        if celsius < -273.15:
            return None  # not an instance: __init__ does not run
        return object.__new__(cls)
    def __init__(self, celsius):
        self.celsius = celsius
print(Temperature(20).celsius, Temperature(-300))

class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
    @property
    def x(self):
        return self[0]
p = Point(3, 4)
print(p, p.x, len(p), isinstance(p, tuple), type(p).__name__)

class Base:
    def __init__(self, name):
        self.name = name
class Child(Base):
    def __init__(self, name, age):
        Base.__init__(self, name)
        self.age = age
class Plain:
    def __init__(self):
        object.__init__(self)
        super().__init__()
        self.ok = True
print(vars(Child('ann', 7)), Plain().ok)

class Frozen:
    def __init__(self, x):
        object.__setattr__(self, 'x', x)
    def __setattr__(self, name, value):
        raise AttributeError(f'{type(self).__name__} is frozen')
f = Frozen(5)
print(f.x)
try:
    f.x = 6
except AttributeError as e:
    print(e)

class Logged:
    def __init__(self):
        self.hits = 0
    def __getattribute__(self, name):
        if name != 'hits':
            object.__setattr__(self, 'hits', object.__getattribute__(self, 'hits') + 1)
        return object.__getattribute__(self, name)
    def __getattr__(self, name):
        return f'<no {name}>'
    def hello(self):
        return 'hello'
lg = Logged()
print(lg.hello(), lg.missing, lg.hits)

class Tracked:
    def __setattr__(self, name, value):
        print('set', name, '=', value)
        super().__setattr__(name, value)
t = Tracked()
t.a = 1
print(t.a, object.__getattribute__(t, 'a'))

class Hashable:
    def __eq__(self, other):
        return isinstance(other, Hashable)
    __hash__ = object.__hash__
h = Hashable()
print(h == Hashable(), len({h, h}), object.__hash__(h) == hash(h))

for bad in [lambda: object.__new__(int), lambda: object.__new__(5), lambda: object.__new__(Base, 'x'),
            lambda: object.__new__(Singleton, 1), lambda: object.__init__(Base('q'), 1),
            lambda: object.__getattribute__(h, 'nope'), lambda: Plain(1)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
