# copy.copy / deepcopy return functions, builtins, classes and properties as they are (CPython's
# _copy_immutable / _deepcopy_atomic), make a new object() for object(), and refuse generators
# as object.__reduce_ex__ does.
import copy
def g(): pass
print(copy.deepcopy(g) is g, copy.copy(g) is g)
print(copy.deepcopy({'fn': g, 'cls': int, 'b': len, 'l': lambda: 1})['fn'] is g)
o = object()
c = copy.copy(o)
print(type(c).__name__, c is o, copy.deepcopy(o) is o)
d = copy.deepcopy([o, o])
print(d[0] is d[1], d[0] is o)
print(copy.copy(1j) == 1j, copy.deepcopy(property) is property)
class Strategy:
    def __init__(self, fn):
        self.fn = fn
s = copy.deepcopy(Strategy(g))
print(s.fn is g)
def gen():
    yield 1
for f in (copy.copy, copy.deepcopy):
    try:
        f(gen())
    except TypeError as e:
        print('TypeError', e)
    try:
        f(x for x in [1])
    except TypeError as e:
        print('TypeError', e)
