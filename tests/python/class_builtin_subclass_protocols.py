# Built-in subclasses with __new__ / __init__ overrides, super() calls into the base's special
# methods, reflected-operator priority, formatting and json, and the base's own descriptors.
import json


class Celsius(float):
    def __init__(self, value, unit):
        self.unit = unit


try:
    Celsius(1.0, 'C')
except TypeError as e:
    print('TypeError:', e)


class Temp(float):
    def __new__(cls, value, unit):
        self = super().__new__(cls, value)
        self.unit = unit
        return self

    def __init__(self, value, unit):
        super().__init__()


t = Temp(3.5, 'K')
print(t, t.unit, t.__dict__, type(t).__name__)


class Stack(list):
    def __init__(self, *items):
        super().__init__(items)
        self.limit = 10

    def append(self, item):
        if len(self) >= self.limit:
            raise OverflowError('stack full')
        super().append(item)


s = Stack(1, 2, 3)
s.append(4)
print(s, s.limit, vars(s), s.pop(), s)
s.limit = 3
try:
    s.append(9)
except OverflowError as e:
    print('OverflowError:', e)


class Money(float):
    def __add__(self, other):
        return Money(super().__add__(other))

    def __radd__(self, other):
        return Money(super().__radd__(other))

    def __str__(self):
        return f'${self:.2f}'


m = Money(1.5)
print(m + 1, 1 + m, sum([Money(1), Money(2)]), type(sum([Money(1), Money(2)])).__name__)
print(str(m), repr(m), f'{m}', f'{m:.3f}', format(m), [m])


class Fmt(str):
    def __rmod__(self, other):
        return 'rmod:' + other

    def __radd__(self, other):
        return 'radd:' + other


print('%s' % Fmt('x'), 'a' + Fmt('b'), Fmt('b') + 'a')


class Meters(int):
    def __repr__(self):
        return f'Meters({int(self)})'

    def __eq__(self, other):
        return isinstance(other, Meters) and int(self) == int(other)

    __hash__ = int.__hash__


a, b = Meters(3), Meters(3)
print(a == b, a == 3, 3 == a, a != 3, {a: 'x'}[b], hash(a) == hash(3), sorted([Meters(2), Meters(1)]))
print(json.dumps({'m': Meters(5), 'f': Money(2.5), 's': Stack(1, 2), 'u': Fmt('q')}))
print(str(Meters(4)), f'{Meters(4)}', f'{Meters(4):>4}|', '%d|%s|%r' % (Meters(7), Meters(7), Meters(7)))


class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))

    @property
    def x(self):
        return self[0]


p = Point(1, 2)
print(p, p.x, len(p), p + (3,), type(p + (3,)).__name__, p == (1, 2), hash(p) == hash((1, 2)), list(p))


class Registry(dict):
    def __missing__(self, key):
        return f'<{key}>'

    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)


r = Registry()
r['A'] = 1
print(r, r['a'], r['zz'], 'a' in r, list(r), len(r), r.get('b', 0))

print(list.__getitem__(Stack(4, 5), 1), int.__add__(Meters(2), 3), float.__repr__(Money(2)), str.__len__('abc'))
print(int.__add__(Meters(2), 2.5), float.__mul__(Money(2), 3), list.__add__(Stack(1), [2]), str.__add__(Fmt('a'), 'b'))
print(isinstance(Meters(1), int), issubclass(Meters, int), Meters.__mro__, Meters.__bases__, Meters(5).__class__.__name__)
print(Stack.__mro__, type(Stack(1)) is Stack, Stack(1).__class__ is Stack)
