# Read-only attributes of namedtuples (now dict-less through __slots__ = (), their subclasses
# with a __dict__ again), _tuplegetter's repr, and enum members' name/value, whose errors name
# the class that defined them (CPython 3.12's enum.property).
import typing
from typing import NamedTuple, Optional
class Emp(NamedTuple):
    name: str
    id: int = 3
e = Emp('a')
print(e, e._replace(id=5), Emp._fields, e._asdict())
try:
    e.name = 'b'
except AttributeError as ex:
    print(ex)
try:
    e.other = 1
except AttributeError as ex:
    print(ex)
import collections
P = collections.namedtuple('P', ['x', 'y'])
p = P(1, 2)
try:
    p.x = 5
except AttributeError as ex:
    print(ex)
try:
    p.z = 5
except AttributeError as ex:
    print(ex)
print(P.x, P.__slots__, hasattr(p, '__dict__'))
class Pt(P):
    pass
q = Pt(1, 2); q.z = 3; print(q.z, q.__dict__)
from enum import Enum, IntEnum, Flag, auto
class C(Enum):
    A = 1
try:
    C.A.value = 2
except AttributeError as ex:
    print(ex)
import dataclasses
@dataclasses.dataclass(frozen=True)
class F:
    a: int
try:
    F(1).a = 2
except dataclasses.FrozenInstanceError as ex:
    print(repr(ex))
class Color(Enum):
    A = 1
    B = auto()
print(Color.A.value, Color.B.name, Color.A, repr(Color.B), Color(2), type(Color.__dict__['value']).__name__ if 'value' in C.__dict__ else 'inherited')
for act in ('set name', 'del value'):
    try:
        if act == 'set name':
            Color.A.name = 'x'
        else:
            del Color.A.value
    except AttributeError as e:
        print(e)
class N(IntEnum):
    X = 5
try:
    N.X.value = 1
except AttributeError as e:
    print(e)
class F(Flag):
    R = auto()
    W = auto()
print(F.R | F.W, (F.R | F.W).value, F.R.name)
print(sorted(m.name for m in Color), [m.value for m in N])
