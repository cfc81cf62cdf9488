# Metaclasses the program writes (class Meta(type) with __new__, __init__, __call__, special
# methods and properties for its classes, type(name, bases, ns) through them) and
# __init_subclass__ with class keywords.
class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        print("Meta.__new__", mcs.__name__, name, bases, sorted(k for k in ns if not k.startswith('__')), kw)
        cls = super().__new__(mcs, name, bases, ns)
        cls.tag = name.lower()
        return cls
    def __init__(cls, name, bases, ns, **kw):
        print("Meta.__init__", name)
        super().__init__(name, bases, ns)
    def __call__(cls, *args, **kwargs):
        print("Meta.__call__", cls.__name__, args)
        return super().__call__(*args, **kwargs)
    def __iter__(cls):
        return iter([1, 2, 3])
    def __getitem__(cls, k):
        return k * 2
    def __len__(cls):
        return 3
    def __contains__(cls, x):
        return x == 1
    def __repr__(cls):
        return f"<M {cls.__name__}>"
    def describe(cls):
        return "described " + cls.__name__
    @property
    def upper(cls):
        return cls.__name__.upper()

class A(metaclass=Meta):
    x = 1
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.v
print(A.tag, type(A), A, repr(A), str(A))
a = A(5)
print(a.v, a.get(), list(A), A[4], len(A), 1 in A, 2 in A, A.describe(), A.upper)
class B(A):
    def get(self):
        return super().get() + 1
print(type(B), B.tag, B(2).get(), isinstance(B, Meta), issubclass(Meta, type), Meta.__mro__)
X = Meta('X', (), {'y': 2})
print(X.y, type(X).__name__)

class Base:
    def __init_subclass__(cls, /, flag=None, **kw):
        super().__init_subclass__(**kw)
        print("init_subclass", cls.__name__, flag)
        cls.flag = flag
class C(Base, flag=3):
    pass
class D(C):
    pass
print(C.flag, D.flag)
try:
    class E(C, other=1): pass
except TypeError as e: print(e)
try:
    class F(flag=1): pass
except TypeError as e: print(e)

class Registry(type):
    classes = []
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        Registry.classes.append(name)
class P(metaclass=Registry): pass
class Q(P): pass
print(Registry.classes, type(Q).__name__)

class Singleton(type):
    _instances = {}
    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]
class Config(metaclass=Singleton):
    def __init__(self):
        print("Config init")
print(Config() is Config())
T = type('T', (), {'a': 1})
print(T.a, type(T))
class Meta2(Meta): pass
try:
    class Z(A, metaclass=Registry): pass
except TypeError as e: print(e)


# A metaclass's __setattr__ sees every assignment to its classes' attributes.
class SetMeta(type):
    def __setattr__(cls, name, value):
        print("set", cls.__name__, name, value)
        super().__setattr__(name, value.upper() if isinstance(value, str) else value)
class SA(metaclass=SetMeta):
    pass
SA.x = 'abc'
setattr(SA, 'y', 2)
print(SA.x, SA.y)
try:
    type.__setattr__(int, 'z', 1)
except TypeError as e:
    print(e)
class SB:
    pass
type.__setattr__(SB, 'q', 5)
print(SB.q)
