# The dunder methods programs rely on.
class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f'Vec({self.x}, {self.y})'
    def __str__(self):
        return f'<{self.x}, {self.y}>'
    def __eq__(self, other):
        return isinstance(other, Vec) and (self.x, self.y) == (other.x, other.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __bool__(self):
        return bool(self.x or self.y)
    def __lt__(self, other):
        return abs(self) < abs(other)
    def __len__(self):
        return 2
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __iter__(self):
        yield self.x
        yield self.y
    def __contains__(self, v):
        return v in (self.x, self.y)
    def __call__(self, scale):
        return self * scale
v, w = Vec(1, 2), Vec(3, 4)
print(v, repr(v), [v], str(v), f'{v}', f'{v!r}')
print(v + w, w - v, v * 3, 3 * v, -v, abs(w))
print(v == Vec(1, 2), v != w, v == 5, bool(Vec(0, 0)), bool(v))
print(len(v), v[0], v[-1], list(v), 2 in v, 7 in v, v(10))
print(sorted([w, v]), min(w, v), max([v, w]))
print({v: 'a', Vec(1, 2): 'b'}, len({v, Vec(1, 2), w}))
x, y = v
print(x, y)
class Plain:
    pass
print(Plain() == Plain(), Plain() != Plain())
class EqOnly:
    def __eq__(self, other):
        return True
try:
    hash(EqOnly())
except TypeError as e:
    print('TypeError:', e)
try:
    {EqOnly()}
except TypeError as e:
    print('TypeError:', e)
try:
    v < 3
except TypeError as e:
    print('TypeError:', e)
try:
    v / 2
except TypeError as e:
    print('TypeError:', e)
class Counter:
    def __init__(self):
        self.n = 0
    def __iadd__(self, k):
        self.n += k
        return self
c = Counter()
c += 5
c += 2
print(c.n)
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __radd__(self, other):
        return Money(self.cents + other)
    def __repr__(self):
        return f'Money({self.cents})'
print(sum([Money(5), Money(7)], 0) if False else 0 + Money(3))
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
print(list(Seq()), 20 in Seq())
class Ctx:
    def __enter__(self):
        print('enter')
        return 'resource'
    def __exit__(self, exc_type, exc, tb):
        print('exit', exc_type.__name__ if exc_type else None, exc)
        return True
with Ctx() as r:
    print('using', r)
    raise ValueError('boom')
print('suppressed')
class Cmp:
    def __init__(self, v):
        self.v = v
    def __le__(self, other):
        return self.v <= other.v
    def __ge__(self, other):
        return self.v >= other.v
print(Cmp(1) <= Cmp(2), Cmp(1) >= Cmp(2))
try:
    Cmp(1) < Cmp(2)
except TypeError as e:
    print('TypeError:', e)
class BadRepr:
    def __repr__(self):
        return 5
try:
    repr(BadRepr())
except TypeError as e:
    print('TypeError:', e)
class BadBool:
    def __bool__(self):
        return 1
try:
    bool(BadBool())
except TypeError as e:
    print('TypeError:', e)
class LenZero:
    def __len__(self):
        return 0
print(bool(LenZero()), 'falsy' if not LenZero() else 'truthy')
