# PEP 695 (Python 3.12): `type` statements and type parameter lists on def and class. The
# parameters are typing.TypeVar / TypeVarTuple / ParamSpec objects with inferred variance (so
# they print as their bare names), created in an annotation scope that f's annotations and body
# see; f.__type_params__ holds them, a generic class gets typing.Generic as its last base, and
# an alias's __value__ is evaluated when read. Python 3.11 rejects this syntax, so
# syntax_pep695_generics.expected holds 3.12's output (PEP 695 and the typing docs of 3.12:
# TypeAliasType, TypeVar.__infer_variance__, the reprs of Objects/typevarobject.c).
type Point = tuple[float, float]
print(Point, repr(Point), type(Point))
print(Point.__name__, Point.__value__, Point.__type_params__, Point.__module__)
type Pair[T] = tuple[T, T]
print(Pair, Pair.__type_params__, Pair.__value__, Pair[int])
type Nested = list[Nested]
print(Nested.__value__)
try:
    Point[int]
except TypeError as e:
    print("TypeError:", e)


def first[T](xs: list[T]) -> T:
    return xs[0]


print(first([7, 8]), first.__type_params__, first.__qualname__, first.__name__)
print(first.__annotations__)
T0 = first.__type_params__[0]
print(type(T0), T0.__name__)


def clamp[N: (int, float), B: str, *Ts, **P](x: N) -> N:
    return x


print(clamp.__type_params__)
n, b, ts, p = clamp.__type_params__
print(n.__constraints__, b.__bound__, type(ts), type(p))


class Box[T]:
    def __init__(self, item: T) -> None:
        self.item = item

    def get(self) -> T:
        return self.item


print(Box(3).get(), Box.__type_params__, Box.__qualname__, Box.__name__)
print(Box.__mro__)


class Base:
    def hello(self):
        return "base"


class Child[T](Base):
    def hello(self):
        return "child of " + super().hello()

    def echo[U](self, u: U) -> U:
        return u


print(Child().hello(), Child().echo("x"), Child.echo.__qualname__)
print(Child.__mro__)


def deco(f):
    print("decorating", f.__name__, f.__type_params__)
    return f


@deco
def g[T](x: T) -> T:
    return x


print(g(1), type(3))
