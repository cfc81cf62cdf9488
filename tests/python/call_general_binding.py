# Calls of functions with keyword-only parameters, *args beside keywords and **kwargs, through
# the call site's direct binding and the generic one (instances' __call__, method calls,
# constructors, calls from native code), their errors and the order of **kwargs.


def f(x, *args, training=None, **kwargs):
    return (x, args, training, kwargs)


def g(a, b=2, *, c, d=4):
    return (a, b, c, d)


def h(a, /, b, **kw):
    return (a, b, kw)


def k(*args, **kwargs):
    return (args, kwargs)


def only_kw(*, x=1):
    return x


def show(fn, *args, **kwargs):
    try:
        print(fn(*args, **kwargs))
    except TypeError as e:
        print("TypeError:", e)


# Direct call sites (the arguments written out).
print(f(1))
print(f(1, 2, 3))
print(f(1, training=True))
print(f(1, 2, training=False, z=3, a=4))
print(f(1, z=3, y=2, x_=1))
print(f(x=5, training=1))
print(g(1, c=3))
print(g(1, 2, c=3, d=5))
print(g(1, d=6, c=7))
print(g(c=1, a=2))
print(h(1, 2))
print(h(1, b=2, a=3))  # a positional-only name goes to **kw
print(k())
print(k(1, 2, x=1, args=2, kwargs=3))
print(only_kw())
print(only_kw(x=9))

# Errors, at a direct call site.
for thunk in [
    lambda: g(1),
    lambda: g(1, 2, 3, c=1),
    lambda: g(1, a=2, c=3),
    lambda: g(1, c=2, e=3),
    lambda: g(),
    lambda: f(),
    lambda: f(1, x=2),
    lambda: only_kw(1),
    lambda: only_kw(y=1),
    lambda: h(b=1),
    lambda: h(1, 2, 3),
]:
    try:
        thunk()
    except TypeError as e:
        print("TypeError:", e)

# The same through the generic path (a call from native code with *args and **kwargs).
show(g, 1)
show(g, 1, 2, 3, c=1)
show(g, 1, a=2, c=3)
show(g, 1, c=2, e=3)
show(f, 1, 2, training=True, q=1)
show(h, 1, b=2, a=3)
show(only_kw, 1)


# Defaults rebound while the arguments evaluate.
def rebind():
    g.__kwdefaults__ = {"c": 10, "d": 4}
    return 0


g.__kwdefaults__ = None
try:
    print(g(rebind()))
except TypeError as e:
    print("TypeError:", e)
print(g(rebind()))


def unbind():
    g.__kwdefaults__ = {"d": 5}
    return 0


for _ in range(2):
    g.__kwdefaults__ = {"c": 10, "d": 4}
    try:
        print(g(unbind(), d=unbind()))
    except TypeError as e:
        print("TypeError:", e)
g.__kwdefaults__ = {"d": 4}
try:
    print(g(1))
except TypeError as e:
    print("TypeError:", e)


# Evaluation order: positional arguments, then keywords, left to right.
def trace(v):
    print("eval", v)
    return v


print(f(trace(1), trace(2), z=trace(3), training=trace(4), a=trace(5)))


# Instances' __call__, methods and constructors with such signatures.
class Layer:
    def __init__(self, units, *, name=None, **kwargs):
        self.units = units
        self.name = name
        self.options = kwargs

    def __call__(self, inputs, *args, training=None, **kwargs):
        return (self.name, inputs, args, training, kwargs)

    def method(self, *args, flag=False):
        return (args, flag)


layer = Layer(3, name="d", trainable=False, dtype="float32")
print(layer.units, layer.name, layer.options)
print(layer([1, 2]))
print(layer([1], 7, training=True, mask=None))
print(layer.method())
print(layer.method(1, 2, flag=True))
for thunk in [
    lambda: Layer(),
    lambda: Layer(1, 2),
    lambda: Layer(1, units=2),
    lambda: layer(),
    lambda: layer([1], training=1, inputs=2),
    lambda: layer.method(flag=1, other=2),
]:
    try:
        thunk()
    except TypeError as e:
        print("TypeError:", e)


class Star:
    def __call__(*args, **kwargs):
        return (len(args), kwargs)


print(Star()(1, a=2))


# **kwargs is a new dict per call, and keeps its order.
def collect(**kw):
    kw["seen"] = True
    return kw


print(collect(b=1, a=2), collect(), collect(z=0))


# A recursive function with keyword-only parameters (the scope pool).
def depth(n, *, acc=0, **extra):
    return acc if n == 0 else depth(n - 1, acc=acc + n, **extra)


print(depth(50), depth(10, acc=1, unused=2))


# Generators keep the generic path.
def gen(*args, stop=3, **kw):
    yield from args[:stop]
    yield kw


print(list(gen(1, 2, 3, 4, stop=2, x=1)))


# The class's __call__ (or the class) changed while the arguments evaluate: the call looks
# __call__ up again after them, as CPython does.
class Swap:
    def __call__(self, x, *rest, flag=None, **kw):
        return ("first", x, rest, flag, kw)


def second(self, *args, **kwargs):
    return ("second", args, kwargs)


def swap_call(v):
    Swap.__call__ = second
    return v


s = Swap()
print(s(1, 2, flag=3, z=4))
print(s(swap_call(1), 2, flag=3, z=4))
print(s(1, 2, flag=3, z=4))


class Grow:
    def __init__(self, *items):
        self.items = items


def change_grow(v):
    Grow.extra = 1
    return v


print(Grow(1, 2, 3).items, Grow(change_grow(1), 2, 3).items)


# Plain instances' __call__ with positional parameters only, and callable instances of
# classes with a metaclass.
class Plain:
    def __call__(self, a, b=2):
        return a + b


p = Plain()
print(p(1), p(1, 5), p(b=1, a=3))


class Meta(type):
    def __call__(cls, *args, **kwargs):
        return ("meta", args, kwargs)


class WithMeta(metaclass=Meta):
    pass


print(WithMeta(1, k=2))
