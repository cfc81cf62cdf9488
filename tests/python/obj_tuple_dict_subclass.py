# namedtuple and defaultdict are tuple and dict subclasses; classes can extend them too.
from collections import namedtuple, defaultdict
Point = namedtuple('Point', 'x y')
class Vec(Point):
    def norm2(self):
        return self.x ** 2 + self.y ** 2
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
v = Vec(3, 4)
print(v, v.norm2(), v + Vec(1, 1), isinstance(v, Point), isinstance(v, tuple), type(v).__name__)
pts = [Point(2, 1), Point(1, 5), Point(1, 2)]
print(sorted(pts), min(pts), max(pts, key=lambda p: p.y), Point(1, 2) in pts, pts.index(Point(1, 5)))
seen = {Point(0, 0): 'origin', (1, 1): 'diag'}
print(seen[(0, 0)], seen[Point(1, 1)], hash(Point(1, 2)) == hash((1, 2)), Point(1, 2) == (1, 2), Point(1, 2) < (1, 3))
a, b = Point(7, 8)
print(a, b, [*Point(5, 6)], Point(1, 2)[::-1], Point(1, 2) + (3,), len(Point(0, 0)), Point(1, 2).count(1))
print('%s and %s' % tuple(Point(1, 2)), list(zip(*[Point(1, 2), Point(3, 4)])), Point._make(range(2)))
class Row(tuple):
    def total(self):
        return sum(self)
r = Row([1, 2, 3])
print(r, r.total(), r[1:], type(r[1:]).__name__, Row(), bool(Row()), r == (1, 2, 3))
graph = defaultdict(set)
for u, w in [(1, 2), (1, 3), (2, 3)]:
    graph[u].add(w)
    graph[w]
print(dict(graph), sorted(graph), 4 in graph, graph.get(4), isinstance(graph, dict), len(graph))
nested = defaultdict(lambda: defaultdict(int))
nested['a']['x'] += 2
nested['b']['y'] -= 1
print({k: dict(v) for k, v in nested.items()}, nested['c'], graph.default_factory)
class Registry(dict):
    def __missing__(self, key):
        return key.upper()
reg = Registry(a=1)
print(reg['a'], reg['zz'], reg, 'zz' in reg, list(reg.items()), Registry({'k': 0}) == {'k': 0})
try:
    Point(1, 2).x = 3
except AttributeError as e:
    print('AttributeError:', e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print('TypeError:', e)
try:
    defaultdict(5)
except TypeError as e:
    print('TypeError:', e)
try:
    Registry(a=1)[[]]
except TypeError as e:
    print('TypeError:', e)
