# Tuple and list comparison run the items' own __eq__/__lt__ (list_richcompare): the first
# items that differ decide, with the identity shortcut for equality inside containers.
import functools
from collections import namedtuple

class V:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        print('  lt', self.v, other.v)
        return self.v < other.v
    def __eq__(self, other):
        print('  eq', self.v, other.v)
        return self.v == other.v
    def __repr__(self):
        return f'V({self.v})'

a, b = V(1), V(2)
print((1, a) < (1, b))
print([a] == [a], (a,) == (a,))
print((a,) == (V(1),))
print([a, b] < [a, V(3)], [a] <= [a, b], (a, b) > (a,))
print(sorted([(2, V(1)), (1, V(5)), (2, V(0))]))
print(max([(1, V(3)), (1, V(4))]), min([[V(2)], [V(1)]]))

@functools.total_ordering
class Version:
    def __init__(self, *parts):
        self.parts = parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __eq__(self, other):
        return self.parts == other.parts
    def __repr__(self):
        return 'Version' + repr(self.parts)

vs = [Version(1, 10), Version(1, 2), Version(0, 9, 1)]
print(sorted(vs), Version(1) <= Version(1), Version(2) >= Version(3), (Version(1), 2) > (Version(1), 1))
print(sorted([('b', Version(2)), ('a', Version(3)), ('b', Version(1))], reverse=True))

class Weird:
    def __lt__(self, other):
        return 'not a bool'
    def __eq__(self, other):
        return self is other
print((0, Weird()) < (0, Weird()), [Weird()] > [Weird()])

nan = float('nan')
print([nan] == [nan], (nan,) == (nan,), nan in [nan], [nan] == [float('nan')], [nan] < [nan])

class NeverEqual:
    def __eq__(self, other):
        return False
    __hash__ = object.__hash__
n = NeverEqual()
print([n] == [n], n in [n], n in (n,), [n].count(n), [n].index(n), {1: n} == {1: n}, {n} == {n})

Point = namedtuple('Point', 'x y')
print(Point(1, 2) < Point(1, 3), Point(1, 2) == (1, 2), sorted([Point(2, 1), Point(1, 5)]))

for bad in [lambda: (1, 'a') < (1, 2), lambda: [V(1), 1] < [V(1), 'x'], lambda: [1] < (1,),
            lambda: sorted([(1, object()), (1, object())])]:
    try:
        bad()
    except TypeError as e:
        print('TypeError:', e)
