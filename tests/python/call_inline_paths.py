# Calls whose arguments go straight into the callee's slots (positional arguments, keywords
# naming parameters, defaults) and `C(...)` of a plain class, next to the cases that must still
# take the generic binding: errors, defaults or classes changed while the arguments evaluate,
# __init__ returning a value, abstract classes, recursion limits.
import abc


def add(a, b=10, c=100):
    return a + b + c


print(add(1), add(1, 2), add(1, c=3), add(1, b=2, c=3), add(a=1), add(c=5, a=1))
for bad in (lambda: add(), lambda: add(1, 2, 3, 4), lambda: add(1, a=2), lambda: add(1, d=2), lambda: add(b=1)):
    try:
        bad()
    except TypeError as e:
        print(e)


def pos_only(a, b=2, /):
    return a, b


print(pos_only(1), pos_only(1, 3))
try:
    pos_only(1, b=3)
except TypeError as e:
    print(e)


def change_defaults():
    add.__defaults__ = (20, 30)
    return 1


print(add(change_defaults()), add(5))


def shorten_defaults():
    add.__defaults__ = (20,)
    return 1


try:
    add(shorten_defaults())
except TypeError as e:
    print(e)


def drop_defaults():
    add.__defaults__ = None
    return 1


try:
    add(drop_defaults())
except TypeError as e:
    print("dropped:", e)


class Point:
    made = 0

    def __init__(self, x, y=0):
        Point.made += 1
        self.x = x
        self.y = y

    def total(self, scale=1):
        return (self.x + self.y) * scale


p = Point(1, y=2)
print(p.x, p.y, p.total(), p.total(scale=3), Point.made, type(p).__name__)
print([Point(i).total() for i in range(4)])


def other_init(self, x, y=0):
    self.x = -x
    self.y = -y


def rebinding_init():
    Point.__init__ = other_init
    return 5


q = Point(rebinding_init())
print(q.x, q.y)
q = Point(7)
print(q.x, q.y)


class Returns:
    def __init__(self, v):
        self.v = v
        return v


try:
    Returns(3)
except TypeError as e:
    print(e)
print(Returns(None).v)


class Base(abc.ABC):
    def __init__(self, x):
        self.x = x

    @abc.abstractmethod
    def run(self): ...


try:
    Base(1)
except TypeError as e:
    print(type(e).__name__, "Base")


class Impl(Base):
    def run(self):
        return self.x


print(Impl(4).run())
try:
    Point()
except TypeError as e:
    print(e)
try:
    Point(1, z=2)
except TypeError as e:
    print(e)


class WithNew:
    def __new__(cls, x):
        inst = super().__new__(cls)
        inst.from_new = x
        return inst

    def __init__(self, x):
        self.from_init = x * 2


w = WithNew(3)
print(w.from_new, w.from_init)


def args_raise():
    raise ValueError("in argument")


made_before = Point.made
try:
    Point(args_raise())
except ValueError as e:
    print(e, Point.made - made_before)


def make_counter():
    count = 0

    def bump(k=1):
        nonlocal count
        count += k
        return count

    return bump


bump = make_counter()
print(bump(), bump(5), bump(k=2), bump.__closure__[0].cell_contents)


def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


class Node:
    def __init__(self, n):
        self.child = Node(n - 1) if n else None


print(depth(900))
try:
    depth(5000)
except RecursionError as e:
    print("RecursionError:", e)
try:
    Node(5000)
except RecursionError as e:
    print("RecursionError:", e)


def logged(fn):
    def wrapper(*args):
        return fn(*args)

    return wrapper


@logged
def square(x, y=1):
    return x * x * y


def collect(first, *rest):
    return first, rest


class Box:
    def items(self, *rest):
        return rest

    def pair(self, a, b=0):
        return a, b


print(square(3), square(3, 2), collect(1), collect(1, 2, 3), Box().items(), Box().items(4, 5))
args = [1, 2]
print(Box().pair(*args), Box().pair(*args[:1]), collect(*args), collect(*"ab"), square(*(i for i in (2, 3))))
for bad in (lambda: square(1, 2, 3), lambda: square(), lambda: collect(), lambda: Box().pair(*[1, 2, 3]),
            lambda: Box().pair(*5), lambda: Box().items(x=1)):
    try:
        bad()
    except TypeError as e:
        print(e)


class Shape:
    kind = "shape"

    def __init__(self, w):
        self.w = w

    @property
    def area(self):
        return self.w * 2

    def describe(self, prefix=""):
        return prefix + self.kind

    @property
    def broken(self):
        return self.missing

    only_set = property(None, lambda self, v: None)


class Square(Shape):
    kind = "square"

    @property
    def area(self):
        return super().area + 1

    def describe(self, prefix=""):
        m = super().describe
        return m("<") + "|" + super().kind + "|" + str(super().__class__.__name__) + "|" + m.__self__.kind

    def broken_via_super(self):
        return super().broken

    def only_set_via_super(self):
        return super().only_set


sq = Square(5)
print(sq.area, sq.describe(), Square.area.fget(sq))
for bad in (sq.broken_via_super, sq.only_set_via_super):
    try:
        bad()
    except AttributeError as e:
        print(type(e).__name__, e)


def traced(a, b):
    return a // b


def outer():
    return traced(1, b=0)


outer()
