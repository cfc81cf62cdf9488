# A bound method of a built-in type prints as CPython's builtin_function_or_method does
# (meth_repr): `<built-in method sort of list object at 0x...>` -- what a learner sees after
# `print(nums.sort)` without the call. Addresses are masked here.
import math
import re


def shown(o):
    return re.sub(r' at 0x[0-9a-f]+', ' at 0x...', repr(o))


nums = [3, 1, 2]
print(nums.sort(), shown(nums.sort), shown('abc'.upper), shown({}.get), shown((1,).count), shown(b'x'.hex))


class Stack(list):
    def peek(self):
        return self[-1]


print(shown(Stack().append), shown(Stack().peek).split(' of ')[0])
try:
    raise ValueError('x')
except ValueError as e:
    print(shown(e.with_traceback))
print(math.sqrt, len, print, nums.append.__name__, nums.append.__self__ is nums)
