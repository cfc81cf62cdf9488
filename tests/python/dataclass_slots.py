# dataclass(slots=True) / weakref_slot=True (CPython 3.12's dataclasses._add_slots): the class is
# made again with __slots__ naming its fields.
from dataclasses import dataclass, field
import weakref
@dataclass(slots=True)
class T:
    a: int
    b: str = 'x'
    c: list = field(default_factory=list)
t = T(1)
print(t, T.__slots__, T.__qualname__, T.b, t == T(1))
try:
    t.d = 1
except AttributeError as e:
    print(e)
@dataclass(slots=True, frozen=True)
class F:
    x: int
f = F(2)
try:
    f.x = 3
except Exception as e:
    print(type(e).__name__, e)
print(f, hash(f) == hash(F(2)))
@dataclass(slots=True, weakref_slot=True)
class W:
    x: int
print(weakref.ref(W(1)) is not None, W.__slots__)
@dataclass(slots=True)
class Sub(T):
    e: int = 0
print(Sub(1), Sub.__slots__)
try:
    @dataclass(slots=True)
    class Twice:
        __slots__ = ('a',)
        a: int
except TypeError as e:
    print(e)
try:
    @dataclass(weakref_slot=True)
    class NoSlots:
        a: int
except TypeError as e:
    print(e)
class Outer:
    @dataclass(slots=True)
    class Inner:
        v: int
print(Outer.Inner(1), Outer.Inner.__qualname__)
