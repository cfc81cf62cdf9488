# Tests in `if`, `while`, conditional expressions and comprehension filters: `a or b`,
# `a and b`, `not a` and chained comparisons ask each operand's truth once (CPython's
# compiler_jump_if), two ints, floats or strs compare directly; str indexing returns the
# shared one-character strs of Latin-1 characters. An int past 2**53 compares with a float
# exactly (2**53 + 1 == 2.0**53 is False), in a test or not.

calls = []


class Truth:
    def __init__(self, name, value):
        self.name = name
        self.value = value

    def __bool__(self):
        calls.append(self.name)
        return self.value


def show(label):
    print(label, calls)
    calls.clear()


a, b, c = Truth("a", True), Truth("b", False), Truth("c", True)
if a or b:
    pass
show("a or b")
if b or c:
    pass
show("b or c")
if b and a:
    pass
show("b and a")
if a and c:
    pass
show("a and c")
if not b:
    pass
show("not b")
if not (a and b) or c:
    pass
show("not (a and b) or c")
print("x" if b or a else "y")
show("ifexp b or a")
print([i for i in range(3) if a and i])
show("filter a and i")
n = 0
while b or n < 2:
    n += 1
show("while b or n < 2")


class Cmp:
    def __init__(self, name, result):
        self.name = name
        self.result = result

    def __lt__(self, other):
        calls.append("lt " + self.name)
        return self.result

    def __gt__(self, other):
        calls.append("gt " + self.name)
        return self.result


t, f = Truth("t", True), Truth("f", False)
x, y = Cmp("x", f), Cmp("y", t)
if x < 1 < 2:
    pass
show("chained false first link")
if y < 1 < 2:
    pass
show("chained true links")
if 0 < 1 < y:
    print("unexpected")
show("reflected last link")


def order(*values):
    calls.append(values)
    return values[0]


if order(1) < order(2) < order(0):
    pass
show("chained evaluation stops")
if order(1) < order(2) < order(3) < order(4):
    print("all links")
show("four operands")

# Ints, floats, strs, bools, None and mixed operands (ints past 2**53 beside floats), compared
# in tests: as leaves, as temporaries, and the same comparisons as values.
nan = float("nan")
vals = [0, 1, -1, 2**53, 2**53 + 1, -(2**53) - 1, 2**62, 2**64, 1.5, -0.0, 0.0, float(2**53), 2.0**64, nan,
        float("inf"), True, False, None, "", "a", "b", "ab", "é", "z", "\u4e2d"]


def tests(p, q):
    out = []
    for test in (
        lambda: 1 if p < q else 0,
        lambda: 1 if p <= q else 0,
        lambda: 1 if p > q else 0,
        lambda: 1 if p >= q else 0,
        lambda: 1 if p == q else 0,
        lambda: 1 if p != q else 0,
        lambda: 1 if p is q else 0,
        lambda: 1 if p is not q else 0,
        lambda: 1 if (p + 0 if type(p) in (int, float) else p) < q else 0,
        lambda: 1 if not p == q else 0,
        lambda: 1 if p == q or p < q else 0,
        lambda: 1 if p <= q <= q else 0,
        lambda: [p < q, p == q, p != q, p >= q],
    ):
        try:
            out.append(test())
        except TypeError:
            out.append("TypeError")
    return out


rows = [tests(p, q) for p in vals for q in vals]
print(len(rows), sum(r.count(1) for r in rows), sum(r.count("TypeError") for r in rows))
print(hash(str(rows)) == hash(str([tests(p, q) for p in vals for q in vals])), str(rows)[:300])
print([tests(p, q)[:8] for p, q in ((2**53 + 1, float(2**53)), (float(2**53), 2**53 + 1), (2**53, float(2**53)), (nan, 0), (0, nan), (-0.0, 0))])
print("ch" in "chars", "x" not in "chars", [c for c in "hello world" if c in "aeiou"], [c for c in "abc" if c not in "b"])


def chained(lo, v, hi):
    if lo <= v <= hi:
        return "in"
    return "out"


print(chained("a", "m", "z"), chained("a", "M", "z"), chained(1, 5, 3), chained(1.0, 2.5, 3.0), chained(0, nan, 1))
try:
    if "a" < 1 < 2:
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    if 1 < 2 < "a":
        pass
except TypeError as e:
    print("TypeError:", e)

# str indexing: ASCII and not, negative, out of range, identity of Latin-1 characters.
s = "café = 'naïve' \u4e2d\U0001f600!"
print([s[i] for i in range(len(s))])
print(s[-1], s[-2], s[-3], s[4])
xe, xc = "xé", "xc"
print(s[3] is s[3], s[3] is xe[1], s[0] is xc[1], s[-3] == "\u4e2d")
for bad in (len(s), -len(s) - 1, 2**70):
    try:
        s[bad]
    except IndexError as e:
        print("IndexError:", e)
y = "aÿ"[1]
print(len("".join(ch for ch in s)), [ch for ch in "ÿ\x80é"], [ch is y for ch in "ÿ"], all(ch is y for ch in "ÿ" * 300))
long = ("é" + "x" * 300) * 3
print(long[0] is long[301], long[1], long[-1], long[301 * 3 - 1])

# A body that is one `return a if test else b`: the test's truth asked once, the traceback
# of an error in the test or a branch.


def pick(v):
    return "big" if v > 10 else "small"


def pick_truth(v):
    return "yes" if v or b else "no"


def pick_bad(v):
    return v[0] if v else 1 / 0


print(pick(11), pick(10), pick(10.5), pick_truth(a), pick_truth(b), pick_truth(0))
show("pick_truth")
for bad in ([], [1], 0):
    try:
        print(pick_bad(bad))
    except (ZeroDivisionError, TypeError) as e:
        print(type(e).__name__, e)
print(pick("a") if False else pick(3))
pick_bad(())
