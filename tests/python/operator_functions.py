# The operator module's functions beyond arithmetic: index, is_, matmul-free ones, sequence
# helpers and the in-place forms, with CPython's dunder aliases.
import operator
from functools import reduce


class Three:
    def __index__(self):
        return 3


print(operator.index(7), operator.index(True), operator.index(Three()), [10, 20, 30, 40][Three()])
try:
    operator.index(2.5)
except TypeError as e:
    print("TypeError:", e)
print(operator.abs(-4), operator.pos(5), operator.invert(5), operator.inv(0), operator.lshift(1, 4), operator.rshift(64, 2))
print(operator.is_(None, None), operator.is_not(1, None), operator.concat([1], [2]), operator.concat("a", "b"))
try:
    operator.concat(1, 2)
except TypeError as e:
    print("TypeError:", e)
d = {"a": 1}
operator.setitem(d, "b", 2)
operator.delitem(d, "a")
print(d, operator.countOf([1, 2, 1, 1], 1), operator.indexOf("abc", "c"), operator.length_hint([1, 2, 3]))
try:
    operator.indexOf([1, 2], 5)
except ValueError as e:
    print("ValueError:", e)
xs = [1]
ys = operator.iadd(xs, [2])
print(ys, ys is xs, operator.imul(3, 4), operator.__add__ is operator.add, operator.__not__(0))
print(reduce(operator.mul, range(1, 6)), sorted(["bb", "a", "ccc"], key=operator.methodcaller("__len__")))
