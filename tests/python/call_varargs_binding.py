# Functions with *args called with positional arguments only bind straight into their slots
# (positional parameters, their defaults, then a tuple of the rest); every other call goes
# through the full binding with CPython's errors. Both must agree.


def f(a, b=2, *rest):
    return a, b, rest


print(f(1))
print(f(1, 5))
print(f(1, 5, 6, 7))
print(f(*[1, 2, 3]))
print(f(*(), 9))
print(f(1, *range(3)))
print(f(a=4))
print(f(1, b=3))


def only_rest(*args):
    return args, type(args).__name__, len(args)


print(only_rest())
print(only_rest(1))
print(only_rest(*"abc"))


def posonly(x, /, y=10, *more):
    return x, y, more


print(posonly(1))
print(posonly(1, 2, 3))

try:
    posonly(x=1)
except TypeError as e:
    print(e)

try:
    f()
except TypeError as e:
    print(e)


def kwonly_after(a, *rest, k=0):
    return a, rest, k


print(kwonly_after(1, 2, 3))
print(kwonly_after(1, 2, k=3))


def with_kwargs(a, *rest, **kw):
    return a, rest, kw


print(with_kwargs(1, 2))
print(with_kwargs(1, 2, z=3))

# A decorator's wrapper passes its argument tuple on; the callee gets a fresh tuple each call.
def logged(fn):
    def wrapper(*args):
        return fn(*args)
    return wrapper


@logged
def keep(*args):
    return args


seen = [keep(i, i) for i in range(3)]
print(seen, seen[0] is seen[1])


# A default value is shared between calls, and the caller's list is never the *args tuple.
def grow(item, acc=[], *extra):
    acc.append(item)
    return acc, extra


print(grow(1))
print(grow(2))
items = [3, [], 4]
print(grow(*items), items)


class C:
    def m(self, *args):
        return self.__class__.__name__, args


print(C().m())
print(C().m(1, 2))
print(C.m(C(), 3))
