# Assignment forms: multiple targets, chained, starred unpacking, attribute/subscript/slice targets.
a = b = c = [1, 2]
print(a is b, b is c)
x, y = 1, 2
x, y = y, x
print(x, y)
(p, q), r = (1, 2), 3
print(p, q, r)
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = 'abc'
print(init, last)
head, *mid, tail = range(5)
print(head, mid, tail)
[m, n] = 'xy'
print(m, n)
for i, (k, v) in enumerate({'a': 1, 'b': 2}.items()):
    print(i, k, v)
class Box:
    pass
box = Box()
box.value = 10
box.value += 5
print(box.value)
lst = [0] * 5
lst[0] = 'a'
lst[-1] = 'z'
lst[1:3] = ['b', 'c', 'd']
print(lst)
lst[::2] = [1, 2, 3]
print(lst)
d = {}
d['k'] = d.get('k', 0) + 1
d['k'] += 1
print(d)
n: int = 5
m2: str
print(n)
total = 0
total += 1; total *= 10; total -= 3; total //= 2; total **= 2; total %= 7
print(total)
s = 'ab'
s *= 3
print(s)
bits = 0b1100
bits &= 0b1010; bits |= 1; bits ^= 0b11; bits <<= 2; bits >>= 1
print(bits)
t = (1,)
t += (2,)
print(t)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print('ValueError:', e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print('ValueError:', e)
try:
    a, *b, c = [1]
except ValueError as e:
    print('ValueError:', e)
try:
    a, b = 5
except TypeError as e:
    print('TypeError:', e)
try:
    t[0] = 1
except TypeError as e:
    print('TypeError:', e)
try:
    'abc'[0] = 'x'
except TypeError as e:
    print('TypeError:', e)
try:
    lst[::2] = [1]
except ValueError as e:
    print('ValueError:', e)
