# pickle saves what object.__getstate__ gives (3.11+): a class with __slots__ keeps its slot
# values, a subclass with a __dict__ both, and a slotted dataclass round-trips.
import copy
import pickle
from dataclasses import dataclass


class Slotted:
    __slots__ = ("x", "y")


class Base:
    __slots__ = ("a",)

    def __init__(self):
        self.a = 1


class Child(Base):
    pass


@dataclass(slots=True)
class Point:
    x: int
    y: int = 0


s = Slotted()
s.x = 3
c = Child()
c.b = 2
for proto in (4, 5):
    back = pickle.loads(pickle.dumps(s, proto))
    print(proto, back.x, hasattr(back, "y"))
    child = pickle.loads(pickle.dumps(c, proto))
    print(child.a, child.b, child.__getstate__())
print(pickle.loads(pickle.dumps(Point(1, 2))), copy.deepcopy(Point(3)))
