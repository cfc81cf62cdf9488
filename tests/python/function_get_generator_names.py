# A function is a descriptor (func_descr_get): f.__get__(obj) binds it, as a class attribute
# lookup does, and f.__get__(None, cls) is f. A generator knows its function's __name__ and
# __qualname__ (gen_getsets) and whether it is running (gi_running).
import re


def shown(o):
    return re.sub(r' at 0x[0-9a-f]+', ' at 0x...', repr(o))


class Layer:
    def call(self, x):
        return x * 2


def scale(self, k):
    return self.call(k)


layer = Layer()
bound = scale.__get__(layer)
print(bound(3), bound.__self__ is layer, bound.__func__ is scale, shown(bound))
print(scale.__get__(None, Layer) is scale, Layer.call.__get__(layer, Layer)(5))
layer.extra = scale.__get__(layer, Layer)
print(layer.extra(4))
try:
    scale.__get__(None, None)
except TypeError as e:
    print('TypeError:', e)


def batches(n):
    yield g.gi_running
    for i in range(n):
        yield i


g = batches(2)
print(g.__name__, g.__qualname__, g.gi_running, next(g), list(g), g.gi_running)


class Loader:
    def items(self):
        yield 1


print(Loader().items().__qualname__, (x for x in []).__name__, (x for x in []).__qualname__)
