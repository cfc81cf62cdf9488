# Operators whose operands are plain names or literals: ints and floats are combined where they
# are bound; anything else evaluates as before, so operator methods that rebind the operand's
# variable, unbound names and overflow past 64 bits behave as in CPython.
import sys


def arith(n, x):
    return n + 1, n - 1, n * 3, n // 2, n % 7, -n, n ** 2, x / 2, x + n, n < x, 2.5 > n, True + n


print(arith(10, 2.5))
big = sys.maxsize
print(big + 1, big - -1, -big - 2, big * big, big < big + 1)


def compare_chain(a, b, c):
    return a < b < c, a == b, a != c, a <= a >= a


print(compare_chain(1, 2, 3), compare_chain(3, 3, 1))


def tests(n):
    out = []
    if n < 2:
        out.append("lt")
    while n > 0:
        n -= 3
    out.append(n)
    return out if n != -1 else None


print(tests(1), tests(5), tests(7))


class Rebinder:
    def __add__(self, other):
        global g
        g = "rebound"
        return "added " + str(other)

    def __radd__(self, other):
        return "radd " + str(other)

    def __lt__(self, other):
        global g
        g = 0
        return NotImplemented

    def __gt__(self, other):
        return "reflected"


g = Rebinder()
print(g + 1, g)
g = Rebinder()
print(1 + g, type(g).__name__)
g = Rebinder()
print(5 < g)
try:
    g < 5
except TypeError as e:
    print(e, g)


class MyInt(int):
    def __add__(self, other):
        return "MyInt.__add__"


m = MyInt(3)
print(m + 1, 1 + m, m < 4)


def unbound():
    try:
        return y + 1
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    y = 1


unbound()
try:
    print(undefined_name + 1)
except NameError as e:
    print(e)


def divide(a, b):
    return a / b


try:
    divide(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)


def closure_ops():
    k = 5
    def inner(v):
        return v * k + k, v < k
    return inner


print(closure_ops()(3))
s = "ab"
print(s + "c", s * 2, s < "b")
t = (1, 2)
print(t + t, t == (1, 2))
