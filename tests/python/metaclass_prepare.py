# A metaclass's __prepare__ (CPython 3.12's __build_class__, Python/bltinmodule.c): the class body
# runs with the mapping it returns as its namespace. STORE_NAME, DELETE_NAME and LOAD_NAME go through
# the mapping's __setitem__/__delitem__/__getitem__ (a KeyError falls back to the globals and builtins),
# the body starts with __module__, __qualname__, SETUP_ANNOTATIONS and __doc__, and the metaclass
# gets that mapping. A non-mapping is a TypeError; a failed delete a NameError.
class Recorder(dict):
    def __init__(self, log):
        super().__init__()
        self.log = log
    def __setitem__(self, key, value):
        self.log.append(('set', key))
        super().__setitem__(key, value)
    def __delitem__(self, key):
        self.log.append(('del', key))
        super().__delitem__(key)
    def __getitem__(self, key):
        self.log.append(('get', key))
        return super().__getitem__(key)

LOG = []

class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kwds):
        print('prepare', mcls.__name__, name, bases, sorted(kwds))
        ns = Recorder(LOG)
        ns['injected'] = 42
        return ns
    def __new__(mcls, name, bases, ns, **kwds):
        print('new', name, type(ns).__name__, [k for k in ns])
        return super().__new__(mcls, name, bases, dict(ns))
    def __init__(cls, name, bases, ns, **kwds):
        super().__init__(name, bases, ns)

x_global = 'global x'

class A(metaclass=Meta, flag=1):
    """Doc."""
    a: int = 1
    b = injected + 1
    c = x_global
    d = len('abc')
    del a
    try:
        raise ValueError
    except ValueError as e:
        pass
    for i in range(2):
        pass
    def f(self):
        return 1
    import math as m
    print(sorted(locals()) == sorted(vars()), type(locals()).__name__)

print(LOG)
print(A.b, A.c, A.d, A.__annotations__, A.__doc__, A().f(), A.__qualname__)

class B(A):
    pass
print(type(B).__name__)

# A mapping that is no dict: a metaclass that copies it into a dict for type.__new__.
class Plain:
    def __init__(self):
        self.d = {}
    def __getitem__(self, k):
        return self.d[k]
    def __setitem__(self, k, v):
        self.d[k] = v
    def __delitem__(self, k):
        del self.d[k]

class M2(type):
    def __prepare__(name, bases):
        return Plain()
    def __new__(mcls, name, bases, ns):
        return super().__new__(mcls, name, bases, ns.d)

class C(metaclass=M2):
    y = 2
    z = y * 3
print(C.z, sorted(k for k in vars(C) if not k.startswith('__')))

# type.__new__ wants a dict.
class M3(type):
    def __prepare__(name, bases):
        return Plain()
try:
    class D(metaclass=M3):
        pass
except TypeError as err:
    print('TypeError:', err)

# A deleted name that is not there: NameError, whatever the mapping raised.
class M4(type):
    def __prepare__(name, bases):
        return Plain()
    def __new__(mcls, name, bases, ns):
        return super().__new__(mcls, name, bases, ns.d)
try:
    class E(metaclass=M4):
        del nothing
except NameError as err:
    print('NameError:', err)

# __prepare__ must return a mapping.
class M5(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return 42
try:
    class F(metaclass=M5):
        pass
except TypeError as err:
    print('TypeError:', err)

# The body's loads: the mapping, then globals, then builtins; a KeyError falls back.
class Missing(dict):
    def __missing__(self, key):
        return 'missing ' + key
class M6(type):
    def __prepare__(name, bases):
        return Missing()
class G(metaclass=M6):
    v = undefined_anywhere
print(G.v)

# Other errors from __getitem__ propagate.
class Broken(dict):
    def __getitem__(self, key):
        raise RuntimeError('no reads: ' + key)
class M7(type):
    def __prepare__(name, bases):
        return Broken()
try:
    class H(metaclass=M7):
        w = 1
        v = w
except RuntimeError as err:
    print('RuntimeError:', err)

# A closure variable that the body only reads.
def outer():
    hidden = 'from outer'
    class I(metaclass=M6):
        seen = hidden
    return I.seen
print(outer())

# An error of the mapping's __setitem__ marks the name stored.
class NoB(dict):
    def __setitem__(self, key, value):
        if key == 'b':
            raise KeyError('no b here')
        super().__setitem__(key, value)

class MetaNoB(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return NoB()

class Last(metaclass=MetaNoB):
    a = 1
    b = 2
