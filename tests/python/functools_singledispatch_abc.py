# functools.singledispatch on abstract base classes: dispatch walks the class's MRO with the
# registered ABCs it implements merged in (CPython's functools._compose_mro / _c3_mro /
# _find_impl), so dict dispatches to Mapping before object (Doc/library/functools.rst).
from functools import singledispatch
from collections.abc import Mapping, Sequence, Iterable, Sized, Container
import collections


@singledispatch
def fun(arg):
    return "default"


@fun.register
def _(arg: Mapping):
    return "mapping"


@fun.register
def _(arg: Sequence):
    return "sequence"


@fun.register(Iterable)
def _(arg):
    return "iterable"


print(fun({"a": "b"}), fun([1]), fun((1,)), fun({1}), fun(1), fun("s"), fun(range(3)))
print(fun.dispatch(dict).__name__, fun.dispatch(object).__name__)
print(fun(collections.OrderedDict()), fun(collections.deque()), fun(iter([])))


class C:
    def __len__(self):
        return 0

    def __contains__(self, x):
        return False


@singledispatch
def g(x):
    return "g"


g.register(Sized, lambda x: "sized")
g.register(Container, lambda x: "container")
for value in (C(), [], 1):
    try:
        print(g(value))
    except RuntimeError as exc:
        print("RuntimeError:", exc)


class MyMapping(dict):
    pass


@g.register
def _(x: dict):
    return "dict"


print(g(MyMapping()), g({}))
