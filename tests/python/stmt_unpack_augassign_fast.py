# Tuple unpacking and `n += k` on ints have fast paths; the results, the errors and the
# overflow past 64 bits must be CPython's.
import sys

pairs = [(i, i * i) for i in range(4)]
total = 0
for i, sq in pairs:
    total += sq - i
print(total)

a, b = 1, 2
a, b = b, a
print(a, b)

# The targets are assigned left to right, each after the whole tuple was taken apart.
lst = [0, 0]
t = (5, 6)
lst[0], lst[1] = t
print(lst)
x = (1, (2, 3))
p, (q, r) = x
print(p, q, r)


class T(tuple):
    def __iter__(self):
        return iter(("custom", "iter"))


u, v = T((1, 2))
print(u, v)

for bad in [(1, 2, 3), (1,)]:
    try:
        m, n = bad
    except ValueError as e:
        print("ValueError", e)

first, *rest = (1, 2, 3)
print(first, rest)


def counter(n):
    k = 0
    for _ in range(n):
        k += 3
        k -= 1
    return k


print(counter(5))

n = sys.maxsize
n += 1
print(n, type(n).__name__)
m = -sys.maxsize - 1
m -= 1
print(m)
f = 1
f += 0.5
print(f)
flag = True
flag += 1
print(flag, type(flag).__name__)

g = 0


def bump_global():
    global g
    g += 10
    return g


print(bump_global(), bump_global(), g)


class Body:
    size = 1
    size += 41


print(Body.size)


def unbound_aug():
    try:
        z += 1
    except UnboundLocalError as e:
        print("UnboundLocalError", e)
    z = 0


unbound_aug()


class Money(int):
    def __add__(self, other):
        return Money(int(self) + int(other) * 100)


cash = Money(1)
cash += 2
print(cash, type(cash).__name__)


# Floats: IEEE results (infinities, nan, signed zero), and mixed with ints.
def float_steps(values):
    acc = 0.0
    prod = 1.0
    for v in values:
        acc += v
        prod *= v
    neg = -0.0
    neg -= 0.0
    return acc, prod, neg


print(float_steps([0.1, 0.2, 0.3]), float_steps([1e308, 1e308]), float_steps([float("inf"), -float("inf")]))
x = 0.5
x += 2
x *= 3
x -= True
print(x)
