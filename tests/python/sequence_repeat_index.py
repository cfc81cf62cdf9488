# Sequence repetition by a count that is not an int: once both operands' __mul__/__rmul__ have
# declined, CPython's PyNumber_Multiply repeats the left operand if its type has sq_repeat (list,
# tuple, str, bytes and their subclasses), else the right one, taking the count through
# __index__ (sequence_repeat, Objects/abstract.c): "can't multiply sequence by non-int" for no
# __index__, OverflowError naming the count's type past 64 bits. PyNumber_InPlaceMultiply
# repeats a list in place (sq_inplace_repeat) and uses the right operand's sq_repeat only when
# the left one's type has no sequence slots (a Python class has them). TF's tensor_shape_test
# DimensionTest.testDimension relies on it: [4] * 12 == [4] * dim and 12 * [4] == dim * [4].
class I:
    def __index__(self):
        return 2


class Big:
    def __index__(self):
        return 1 << 100


class Bad:
    def __index__(self):
        return "x"


class N:
    pass


class Declines:
    def __index__(self):
        return 3

    def __mul__(self, other):
        return NotImplemented

    __rmul__ = __mul__


class Takes:
    def __index__(self):
        return 3

    def __rmul__(self, other):
        return "Takes.__rmul__"


class L(list):
    pass


class S(str):
    pass


def show(f):
    try:
        r = f()
        print(type(r).__name__, r)
    except Exception as e:
        print(type(e).__name__, e)


show(lambda: [1] * I())
show(lambda: I() * [1])
show(lambda: "x" * I())
show(lambda: I() * "x")
show(lambda: (1,) * I())
show(lambda: I() * (1,))
show(lambda: b"ab" * I())
show(lambda: I() * b"ab")
show(lambda: L([1]) * I())
show(lambda: I() * L([1]))
show(lambda: S("ab") * I())
show(lambda: I() * S("y"))
show(lambda: [0] * Declines())
show(lambda: Declines() * "z")
show(lambda: [0] * Takes())
show(lambda: [1] * N())
show(lambda: N() * [1])
show(lambda: "x" * N())
show(lambda: N() * (1,))
show(lambda: [1] * Bad())
show(lambda: Bad() * "x")
show(lambda: [1] * Big())
show(lambda: Big() * (1,))
show(lambda: [] * Big())
show(lambda: [1] * (1 << 100))
show(lambda: "ab" * (1 << 100))
show(lambda: (1 << 100) * b"")
show(lambda: [1] * 1.5)
show(lambda: [1] * I() * 2)
show(lambda: [1, 2] * True)
show(lambda: [4] * 12 == [4] * I() * 6)

x = [1]
y = x
x *= I()
print(x, y, x is y)
x = L([1])
y = x
x *= I()
print(type(x).__name__, x, x is y)
x = (1,)
x *= I()
print(x)
x = "ab"
x *= I()
print(x)
x = 3
x *= [7]
print(x)
for left, right in [([1], N()), (N(), [1]), (I(), [3])]:
    try:
        left *= right
        print(left)
    except TypeError as e:
        print(e)
