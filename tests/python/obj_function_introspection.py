# Function and class introspection: __defaults__, __kwdefaults__, __code__, __annotations__,
# __globals__, __module__, __qualname__, bound methods and functools.wraps.
import functools


def f(a, b=2, /, c=3, *args, d, e=5, **kw) -> int:
    "Docstring."
    total = a + b
    def inner():
        return total
    return inner


code = f.__code__
print(f.__defaults__, f.__kwdefaults__, f.__annotations__, f.__module__, f.__name__, f.__qualname__)
print(code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount, code.co_nlocals)
print(code.co_varnames, code.co_cellvars, code.co_freevars)
print(code.co_name, code.co_qualname, code.co_filename, code.co_firstlineno, hex(code.co_flags))
print(f.__code__ is f.__code__, f.__globals__ is globals(), f.__doc__, f.__dict__)

inner = f(1, d=4)
print(inner.__qualname__, hex(inner.__code__.co_flags), inner.__code__.co_freevars, len(inner.__closure__))
print((lambda x, *, y=1: x).__kwdefaults__, (lambda: 0).__defaults__, (lambda: 0).__name__)


def gen():
    yield 1


print(hex(gen.__code__.co_flags), gen.__annotations__, gen.__kwdefaults__)


def deco(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper


@deco
def decorated(x: float, y=1):
    "Decorated doc."
    return x + y


print(decorated.__name__, decorated.__qualname__, decorated.__doc__, decorated.__annotations__)
print(decorated.__wrapped__.__defaults__, decorated.__defaults__, decorated.__code__.co_name)
print(decorated.__code__.co_firstlineno, decorated.__wrapped__.__code__.co_firstlineno, decorated(1))
print(repr(decorated).split(' at ')[0])

f.counter = 3
f.__defaults__ = (20,)
print(f.counter, f.__dict__, f.__defaults__, f(1, 2, d=0)())
f.__kwdefaults__ = None
try:
    f(1)
except TypeError as exc:
    print(exc)
f.__name__ = 'renamed'
print(f.__name__, repr(f).split(' at ')[0])
try:
    f.__name__ = 3
except TypeError as exc:
    print(exc)
try:
    f.__defaults__ = [1]
except TypeError as exc:
    print(exc)


class Outer:
    class Inner:
        def method(self, q=1):
            return q

        @staticmethod
        def static(z):
            return z

        @classmethod
        def klass(cls):
            return cls


o = Outer.Inner()
m = o.method
print(Outer.Inner, Outer.Inner.__qualname__, Outer.Inner.__name__, Outer.Inner.__module__)
print(repr(o).split(' at ')[0], type(o))
print(m.__func__ is Outer.Inner.method, m.__self__ is o, m.__name__, m.__qualname__, m.__defaults__, m.__module__)
print(m.__code__.co_varnames, Outer.Inner.klass.__self__, Outer.Inner.static.__qualname__)
print(repr(m).split(' at ')[0])
print(Outer.Inner.method.__qualname__, Outer.Inner.__dict__['static'].__func__.__name__)
print('__qualname__' in Outer.Inner.__dict__, Outer.__dict__['__module__'])
Outer.Inner.__qualname__ = 'Renamed'
print(Outer.Inner, Outer.Inner.__name__)
Outer.Inner.__name__ = 'Other'
print(Outer.Inner, Outer.Inner.__name__, Outer.Inner.__qualname__)
