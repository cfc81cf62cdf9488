# typing's remaining names: aliases of collections.abc/contextlib/re classes, the Supports*
# protocols (structural isinstance/issubclass), IO/TextIO/BinaryIO, ParamSpec.args/kwargs,
# overload's registry (get_overloads, clear_overloads), no_type_check(_decorator).
# (typing_names_312.py holds what 3.12 words differently from 3.11.)
import typing
from typing import (AsyncGenerator, ByteString, ContextManager, MappingView, Match, Pattern,
                    SupportsAbs, SupportsBytes, SupportsComplex, SupportsFloat, SupportsIndex,
                    SupportsInt, SupportsRound, IO, TextIO, BinaryIO, ParamSpec, ParamSpecArgs,
                    ParamSpecKwargs, overload, get_overloads, clear_overloads, no_type_check,
                    no_type_check_decorator, AsyncContextManager)
import re
import contextlib
import collections.abc

print(ContextManager, ContextManager[int], AsyncContextManager, AsyncGenerator[int, None])
print(MappingView, MappingView[str], Pattern, Pattern[str], Match[bytes], ByteString)
print(isinstance(re.compile('a'), Pattern), isinstance(re.match('a', 'a'), Match), isinstance('a', Pattern))
print(isinstance(contextlib.nullcontext(), ContextManager), isinstance({}.keys(), MappingView))
print(isinstance(b'x', ByteString), isinstance('x', ByteString))
print(typing.get_origin(Pattern[str]), typing.get_args(ContextManager[int]))
try:
    isinstance(re.compile('a'), Pattern[str])
except TypeError as e:
    print('TypeError', e)

# The Supports* protocols.
print(SupportsInt, SupportsAbs[int], SupportsRound[float], SupportsIndex.__mro__)
for value in (3, 2.5, True, 1j, b'x', 'x', [1], None):
    print(repr(value), [p.__name__ for p in (SupportsAbs, SupportsBytes, SupportsComplex,
                                             SupportsFloat, SupportsIndex, SupportsInt,
                                             SupportsRound) if isinstance(value, p)])
print(issubclass(int, SupportsIndex), issubclass(float, SupportsIndex), issubclass(bool, SupportsRound))

class Meters:
    def __init__(self, v):
        self.v = v
    def __float__(self):
        return float(self.v)
    def __abs__(self):
        return Meters(abs(self.v))

class NoFloat(Meters):
    __float__ = None

print(isinstance(Meters(2), SupportsFloat), isinstance(Meters(2), SupportsAbs),
      isinstance(Meters(2), SupportsInt), isinstance(NoFloat(1), SupportsFloat))
try:
    issubclass(3, SupportsInt)
except TypeError as e:
    print('TypeError', e)

class MyInt(SupportsInt):
    def __int__(self):
        return 7

class Unfinished(SupportsIndex):
    pass

print(int(MyInt()), isinstance(MyInt(), SupportsInt), isinstance(3, MyInt))

# IO, TextIO, BinaryIO: generic classes, nothing structural.
print(IO, IO[str], TextIO, BinaryIO, TextIO.__mro__, BinaryIO.__bases__)
print(isinstance(3, IO), issubclass(TextIO, IO), 'write' in vars(BinaryIO), 'encoding' in vars(TextIO))

def copy_lines(src: TextIO, dst: IO[str]) -> None:
    pass
print(typing.get_type_hints(copy_lines))

# ParamSpec's args and kwargs.
P = ParamSpec('P')
print(P.args, P.kwargs, type(P.args), type(P.kwargs), P.args.__origin__ is P)
print(P.args == P.args, P.args == P.kwargs, P.args == ParamSpec('P').args, ParamSpecArgs(P) == P.args)
print(isinstance(P.kwargs, ParamSpecKwargs), P.kwargs.__origin__)

# overload.
@overload
def area(r: int) -> int: ...
@overload
def area(w: float, h: float) -> float: ...
def area(*args):
    return sum(args)

print(area(2, 3), len(get_overloads(area)), [f.__name__ for f in get_overloads(area)])
print([list(typing.get_type_hints(f)) for f in get_overloads(area)])

class Shape:
    @overload
    def scale(self, k: int) -> None: ...
    @overload
    def scale(self, k: str) -> None: ...
    def scale(self, k):
        return k

print(len(get_overloads(Shape.scale)), len(get_overloads(print)), Shape().scale(5))
clear_overloads()
print(get_overloads(area), get_overloads(Shape.scale))

@overload
def only(x: int) -> int: ...
try:
    only(1)
except NotImplementedError as e:
    print('NotImplementedError', e)

# no_type_check and no_type_check_decorator.
@no_type_check
class Config:
    def load(self, path: int) -> str:
        return path
    class Inner:
        def go(self): pass

def helper(): pass
Config.imported = helper
print(Config.__no_type_check__, Config.load.__no_type_check__, Config.Inner.__no_type_check__,
      Config.Inner.go.__no_type_check__, hasattr(helper, '__no_type_check__'))

def twice(func):
    def wrapper(*a):
        return func(*a) * 2
    return wrapper

checked_twice = no_type_check_decorator(twice)
@checked_twice
def f(x: int) -> int:
    return x

print(f(4), f.__no_type_check__, checked_twice.__name__, checked_twice.__wrapped__ is twice)
