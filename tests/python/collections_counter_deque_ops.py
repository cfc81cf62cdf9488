# Counter's multiset operators (| & unary + - and the in-place |= &= += -=, keeping positive
# counts) and deque's index, insert and copy, as CPython 3.12's collections gives them.
from collections import Counter, deque

a = Counter(a=3, b=1, c=-2, d=0)
b = Counter(a=1, b=2, e=4)
print(a | b, a & b, +a, -a)
print(Counter() | Counter(x=-1), Counter(x=2) & Counter(y=2))
c = Counter(a=3, b=1)
c |= Counter(b=5, z=-1)
print(c)
c &= Counter(a=1, b=9)
print(c)
c += Counter(a=-1, q=2)
print(c)
c -= Counter(b=10)
print(c)

d = deque([1, 2, 3, 2])
print(d.index(2), d.index(2, 2), d.index(3, 0, 3))
try:
    d.index(9)
except ValueError as e:
    print("ValueError:", e)
d.insert(1, 'x')
d.insert(-1, 'y')
print(d)
e = d.copy()
e.append(0)
print(d, e, type(e).__name__)
m = deque([1, 2], maxlen=2)
try:
    m.insert(0, 5)
except IndexError as e:
    print("IndexError:", e)
print(m.copy(), m.copy().maxlen)
# deque.index reads list.index's start and stop.
print([1, 2, 3, 2].index(2, 2), (1, 2, 3, 2).index(2, -1), [1, 2].index(2, -5, 5))
try:
    (1, 2, 3).index(1, 1)
except ValueError as e:
    print("ValueError:", e)
