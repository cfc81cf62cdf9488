# contextlib's ABCs check structurally, dataclass slots/frozen details, Field.__set_name__, and
# types.new_class resolving __mro_entries__: CPython 3.12 Lib/test/test_contextlib.py
# TestAbstractContextManager.test_structural_subclassing, test_dataclasses.py
# TestSlots.test_slots_with_default_no_init, TestSlots.test_frozen_pickle,
# TestDescriptors.test_set_name / test_non_descriptor / test_lookup_on_class,
# test_generic_dynamic (Lib/contextlib.py, Lib/dataclasses.py, Lib/types.py).
import pickle
import types
from contextlib import AbstractContextManager, AbstractAsyncContextManager
from dataclasses import dataclass, field, make_dataclass, Field
from typing import Generic, TypeVar


class M:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return None


class NoExit:
    def __enter__(self):
        return self


class AM:
    def __aenter__(self):
        return self

    def __aexit__(self, *a):
        return None


class ExitNone(M):
    __exit__ = None


print(issubclass(M, AbstractContextManager), isinstance(M(), AbstractContextManager))
print(issubclass(NoExit, AbstractContextManager), issubclass(ExitNone, AbstractContextManager))
print(issubclass(AM, AbstractAsyncContextManager), issubclass(M, AbstractAsyncContextManager))


@dataclass(slots=True)
class A:
    a: str
    b: str = field(default='b', init=False)


print(A('a'), A('a').b)


@dataclass(frozen=True, slots=True)
class F:
    foo: str
    bar: int


f = pickle.loads(pickle.dumps(F('a', 1)))
print(f, f == F('a', 1), F.__getstate__(f))


class D:
    def __set_name__(self, owner, name):
        self.name = name + 'x'

    def __get__(self, instance, owner):
        if instance is not None:
            return 1
        return self


@dataclass
class C:
    c: int = field(default=D(), init=False)


print(C.c.name, C().c, hasattr(Field, '__set_name__'))


class NotDescriptor:
    def __set_name__(self, owner, name):
        self.name = name + 'y'


@dataclass
class C2:
    c: int = field(default=NotDescriptor(), init=False)


print(C2.c.name)

T = TypeVar('T')


class P(Generic[T]):
    pass


K = types.new_class('K', (P[int],))
print(K.__mro__, K.__orig_bases__)
print(types.resolve_bases((int, P[int])), types.resolve_bases((int, str)))
G = make_dataclass('G', [('x', T)], bases=(P[T],))
print(G.__mro__[1:], G(3))  # G.__module__ is the caller's in 3.12 (make_dataclass(module=...))
try:
    types.resolve_bases((type('Bad', (), {'__mro_entries__': lambda self, b: [int]})(),))
except TypeError as e:
    print('TypeError:', e)
