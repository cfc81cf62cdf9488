# CPython 3.12 keeps one tuple per function as its defaults (Objects/funcobject.c
# func_get_defaults returns op->func_defaults): reading f.__defaults__ twice gives the same
# object, and a tuple assigned to it is the one read back. A mutable default is that one object
# across calls.
def f(a, b=[]):
    b.append(a)
    return b


print(f.__defaults__ is f.__defaults__)
print(f(1), f(2))
print(f.__defaults__, f.__defaults__[0] is f(3))
t = (5, [])
f.__defaults__ = t
print(f.__defaults__ is t, f())
g = lambda x=1, *, y=2: x + y
print(g.__defaults__ is g.__defaults__, g.__defaults__, g.__kwdefaults__)


def h(x):
    return x


print(h.__defaults__)


# del f.__defaults__ (func_set_defaults with NULL) leaves no defaults; del f.__annotations__ a
# new empty dict on the next read.
def k(x=1, *, y=2) -> int:
    return x


del k.__defaults__
del k.__kwdefaults__
print(k.__defaults__, k.__kwdefaults__)
try:
    k()
except TypeError as e:
    print(e)
del k.__annotations__
print(k.__annotations__)
