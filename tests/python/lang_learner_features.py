# Generators (send/throw/close), closures and their cells, decorators with functools.wraps,
# context managers, metaclasses, descriptors, operator dunders, match and except* as CPython 3.12 runs them.
import contextlib, functools
def gen():
    x = yield 1
    print("got", x)
    try:
        yield 2
    except ValueError as e:
        print("caught", e)
        yield 3
    finally:
        print("cleanup")
g = gen(); print(next(g), g.send("hi"), g.throw(ValueError("boom"))); g.close()
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc
c = counter(); c(); print(c(), c.__closure__[0].cell_contents, c.__name__, c.__qualname__)
def deco(f):
    @functools.wraps(f)
    def w(*a, **k):
        print("calling", f.__name__)
        return f(*a, **k)
    return w
@deco
def add(a, b=2):
    "adds"
    return a + b
print(add(1), add.__doc__, add.__wrapped__(5), add.__name__)
@contextlib.contextmanager
def ctx(name):
    print("enter", name)
    try:
        yield name.upper()
    finally:
        print("exit", name)
with ctx("a") as v, ctx("b") as w:
    print(v, w)
with contextlib.suppress(KeyError):
    {}["x"]
print("after suppress")
class Meta(type):
    def __new__(m, name, bases, ns):
        ns["tag"] = name.lower()
        return super().__new__(m, name, bases, ns)
class T(metaclass=Meta): pass
print(T.tag, type(T).__name__)
class D:
    def __init__(self): self._d = {}
    def __getattr__(self, k): return f"missing:{k}"
    def __setattr__(self, k, v): object.__setattr__(self, k, v)
    def __contains__(self, k): return k == 1
    def __matmul__(self, o): return "matmul"
    def __radd__(self, o): return f"radd {o}"
    def __iadd__(self, o): return "iadd"
d = D(); print(d.foo, 1 in d, d @ d, 5 + d); d += 1; print(d)
class Desc:
    def __set_name__(self, owner, name): self.name = name
    def __get__(self, obj, typ=None): return f"desc {self.name}" if obj else self
class H: attr = Desc()
print(H().attr, type(H.attr).__name__)
x = 10
def gl():
    global x
    x += 1
gl(); print(x)
print([*map(lambda p: p[0] * p[1], zip([1, 2], [3, 4]))], {i: i ** 2 for i in range(3)})
print(sorted([("b", 2), ("a", 2), ("c", 1)], key=lambda t: (-t[1], t[0])))
a, *rest, z = range(5); print(a, rest, z)
match {"kind": "point", "x": 1}:
    case {"kind": "point", "x": int(px)}: print("point at", px)
    case _: print("other")
try:
    raise ExceptionGroup("many", [ValueError(1), TypeError(2)])
except* ValueError as eg:
    print("values", eg.exceptions)
except* TypeError as eg:
    print("types", eg.exceptions)
