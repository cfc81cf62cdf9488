# Calls of small functions (no nested def, lambda, class or comprehension) reuse their frames'
# variable storage: each call must still see only its own locals, in recursion, in callbacks
# from builtins, in generators and after an exception, and tracebacks, super(), closures and
# the recursion limit must be as for any call.
import sys


def leaf(a, b=10, *rest, key=None, **extra):
    total = a + b
    for x in rest:
        total += x
    if key is not None:
        total += key
    return total, sorted(extra)


print(leaf(1), leaf(1, 2, 3, 4, key=5, z=1, y=2))


def depth(n):
    if n == 0:
        return 0
    here = n
    below = depth(n - 1)
    return here + below  # `here` must not have been overwritten by the inner calls


print(depth(50))


def key_of(x):
    doubled = x * 2
    return -doubled


print(sorted([3, 1, 2], key=key_of), list(map(key_of, range(4))))


def fails(x):
    local = x * 3
    if x > 2:
        raise ValueError(f"too big: {local}")
    return local


def caller():
    results = []
    for i in range(5):
        try:
            results.append(fails(i))
        except ValueError as e:
            results.append(str(e))
    return results


print(caller())


def unbound(flag):
    if flag:
        value = 1
    return value


print(unbound(True))
try:
    unbound(False)
except UnboundLocalError as e:
    print(type(e).__name__, e)


def deleter(x):
    y = x
    del y
    try:
        return y
    except UnboundLocalError as e:
        return str(e)


print(deleter(4))


class Base:
    def describe(self):
        return "base"


class Child(Base):
    def describe(self):
        return "child of " + super().describe()


print(Child().describe(), Child().describe())


def outer(n):
    count = n

    def reads():  # a leaf with a free variable: it reads the enclosing function's cell
        return count * 2

    first = reads()
    count += 1
    return first, reads()


print(outer(5))


def gen(n):
    for i in range(n):
        yield fails(i) if i < 3 else leaf(i)


print(list(gen(5)))


def recurse(n):
    return recurse(n + 1)


try:
    recurse(0)
except RecursionError as e:
    print("RecursionError:", e)
print(depth(100), sys.getrecursionlimit())


def mutual_a(n):
    return mutual_b(n - 1) if n else "a"


def mutual_b(n):
    return mutual_a(n - 1) if n else "b"


print(mutual_a(7), mutual_a(8))


def deepest(n):
    if n == 0:
        raise KeyError("bottom")
    return deepest(n - 1)


deepest(3)
