# 3.12 expected output (int_type_sys_methods.expected): int.is_integer() is new in 3.12.
# int's bit_count, as_integer_ratio and is_integer (a bool or an int subclass gives plain ints),
# the __debug__ constant, sys.setrecursionlimit/getrecursionlimit (a lower limit stops calls
# sooner) and type.__subclasses__.
import sys


class I(int):
    pass


for v in [0, 5, -6, 255, 2**70 - 1, -(2**64), True, I(12)]:
    ratio = v.as_integer_ratio()
    print(v.bit_count(), ratio, type(ratio[0]).__name__, v.is_integer())
print(int.bit_count(7), int.as_integer_ratio(False))
print(__debug__, type(__debug__).__name__)

try:
    sys.setrecursionlimit(0)
except ValueError as e:
    print("ValueError:", e)
sys.setrecursionlimit(5000)
print(sys.getrecursionlimit())
sys.setrecursionlimit(80)
print(sys.getrecursionlimit())


def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


print(depth(40))
try:
    depth(200)
except RecursionError as e:
    print("RecursionError:", e)
sys.setrecursionlimit(1000)
print(depth(500))


class Base:
    pass


class Left(Base):
    pass


class Right(Base):
    pass


class Both(Left, Right):
    pass


print(Base.__subclasses__(), Left.__subclasses__(), Both.__subclasses__(), type.__subclasses__(Right))
try:
    type.__subclasses__(5)
except TypeError as e:
    print("TypeError:", e)
