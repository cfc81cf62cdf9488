# Built-in subclasses meeting the standard library and each other: namedtuple and dict subclasses,
# a list subclass whose __repr__ calls super(), str subclasses with __str__, big-int subclasses,
# set subclasses with an __init__ of their own, and an empty __slots__.
from collections import namedtuple, defaultdict, OrderedDict, Counter
P = namedtuple('P', 'x y')
class Q(P):
    def norm(self):
        return self.x + self.y
q = Q(1, 2)
print(q, q.norm(), q._replace(x=5), isinstance(q, tuple))
d = defaultdict(list)
d['a'].append(1)
print(d['a'], dict(d), len(d), 'a' in d)
class Grid(dict):
    pass
g = Grid(a=1)
g['b'] = 2
print(g, type(g).__name__, g == {'a': 1, 'b': 2}, list(g.items()))
print(Counter('aab').most_common(1))
class Vec(list):
    def __repr__(self):
        return 'Vec(' + super().__repr__() + ')'
v = Vec([1, 2])
print(v, [v], str(v), f'{v}', v[::-1])
class Name(str):
    def __str__(self):
        return 'Name:' + self
print(Name('x'), str(Name('x')), repr(Name('x')), f'{Name("x")}', '%s' % Name('y'), '{}'.format(Name('z')))
class Big(int):
    pass
b = Big(2 ** 70)
print(b, b + 1, b * b, hash(b) == hash(2 ** 70), str(b), b > 10)
class S2(set):
    def __init__(self, items, label):
        super().__init__(items)
        self.label = label
s = S2([1, 2], 'L')
print(s, s.label, s == {1, 2}, s & {2}, type(s.copy()).__name__)
print(sorted(vars(s)), s.__class__.__name__)
class Z(int):
    __slots__ = ()
print(Z(3) + Z(4), list(map(Z, ['1', '2'])), max(Z(1), Z(5)), sum([Z(1), Z(2)]))
print(isinstance(True, int), type(True + Big(1)).__name__)
