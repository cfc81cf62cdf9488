# Subclasses of the built-in value types (list, float, int, str, set, frozenset, bytes): the base's
# methods and operators serve instances, return the base type, and overrides win.
class Stack(list):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]

s = Stack([1, 2])
s.push(3)
print(s, len(s), s.peek(), type(s).__name__, isinstance(s, list), type(s) is Stack)
print(s[0], s[1:], type(s[1:]).__name__, type(s + [9]).__name__, s + [9], [0] + s, type([0] + s).__name__)
print(s * 2, 2 * s, type(s * 2).__name__)
for x in s:
    print(x, end=' ')
print()
print(3 in s, 7 in s, bool(Stack()), bool(s), sorted(Stack([3, 1, 2])), sum(s))
s += [4]
print(s, type(s).__name__)
s[0] = 10
del s[1]
print(s, s == [10, 3, 4], s != [10, 3, 4], s < [11], repr(s), str(s))
s.tag = 'mine'
print(s.tag, s.__dict__, s.__class__)
try:
    hash(s)
except TypeError as e:
    print('TypeError:', e)

class Celsius(float):
    def __new__(cls, value, unit='C'):
        obj = super().__new__(cls, value)
        obj.unit = unit
        return obj
    def __repr__(self):
        return f'{float(self)}°{self.unit}'

c = Celsius(21.5)
print(c, repr(c), c + 1, type(c + 1).__name__, c * 2, -c, abs(Celsius(-3)), round(c), c.unit)
print(f'{c:.2f}', f'{c}', format(c, '>8'), '%s and %.1f' % (c, c), str(c), c == 21.5, hash(c) == hash(21.5))
print(int(c), float(c), type(float(c)).__name__, c > 20, max(c, 30), isinstance(c, float))

class Count(int):
    def __add__(self, other):
        return Count(int(self) + int(other))
    def __repr__(self):
        return f'Count({int(self)})'

n = Count(3)
print(n, n + 1, 1 + n, n * 2, type(n * 2).__name__, n - 1, n // 2, n % 2, n ** 2, -n, n << 1, n & 1, [10, 20, 30, 40][n])
print(range(n), list(range(n)), f'{n}', f'{n:03d}', '%d' % n, str(n), n == 3, {n: 'x'}[3], hex(n), bool(Count(0)))

class Upper(str):
    def __new__(cls, text):
        return super().__new__(cls, text.upper())
    def shout(self):
        return self + '!'

u = Upper('hello')
print(u, repr(u), u.shout(), type(u.shout()).__name__, u.lower(), type(u.lower()).__name__, u[0], type(u[0]).__name__)
print(len(u), u + 'x', 'x' + u, type('x' + u).__name__, u * 2, 'E' in u, u.startswith('HE'), '-'.join([u, u]))
print({u: 1}['HELLO'], u == 'HELLO', sorted([Upper('b'), Upper('a')]), f'[{u:>8}]', '%s!' % u, list(u)[:2])

class Tags(set):
    pass

t = Tags([3, 1, 2])
print(t, len(t), 2 in t, t | {9}, type(t | {9}).__name__, t - {1}, sorted(t), Tags(), repr(Tags()))
t.add(5)
t |= {6}
print(sorted(t), type(t).__name__)

class Frozen(frozenset):
    pass

f = Frozen([1, 2])
print(f, Frozen(), hash(f) == hash(frozenset([1, 2])), f == frozenset({1, 2}), {f: 1}[frozenset({1, 2})])

class Blob(bytes):
    pass

b = Blob(b'ab')
print(b, len(b), b[0], b + b'c', type(b + b'c').__name__, list(b))
