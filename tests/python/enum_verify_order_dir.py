# enum per CPython 3.12's Lib/enum.py (Doc/library/enum.rst, Doc/howto/enum.rst): verify() with
# UNIQUE / CONTINUOUS / NAMED_FLAGS, the _order_ check, _ignore_ (with vars() in the body), and
# EnumType.__dir__ / Enum.__dir__.
from datetime import timedelta
from enum import (Enum, Flag, IntEnum, StrEnum, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS, EnumCheck,
                  show_flag_values, auto)


def attempt(make):
    try:
        cls = make()
        print('ok', list(cls))
    except (TypeError, ValueError) as exc:
        print(type(exc).__name__ + ':', exc)


def unique_colors():
    @verify(UNIQUE)
    class Color(Enum):
        RED = 1
        GREEN = 2
        BLUE = 3
        CRIMSON = 1
    return Color


def continuous_colors():
    @verify(CONTINUOUS)
    class Color(Enum):
        RED = 1
        GREEN = 2
        BLUE = 5
    return Color


def named_flags():
    @verify(NAMED_FLAGS)
    class Color(Flag):
        RED = 1
        GREEN = 2
        BLUE = 4
        WHITE = 15
        NEON = 31
    return Color


def continuous_flags():
    @verify(CONTINUOUS)
    class Perm(Flag):
        R = 1
        X = 8
    return Perm


def fine():
    @verify(UNIQUE, CONTINUOUS, NAMED_FLAGS)
    class Perm(Flag):
        R = 4
        W = 2
        X = 1
        RWX = 7
    return Perm


for make in (unique_colors, continuous_colors, named_flags, continuous_flags, fine):
    attempt(make)
print(list(EnumCheck), repr(UNIQUE), show_flag_values(13))
try:
    verify(UNIQUE)(int)
except TypeError as exc:
    print('TypeError:', exc)


def wrong_order():
    class Color(Enum):
        _order_ = 'RED GREEN BLUE'
        RED = 1
        BLUE = 3
        GREEN = 2
    return Color


def right_order():
    class Color(Enum):
        _order_ = 'RED, GREEN, BLUE, ALIAS'
        RED = 1
        GREEN = 2
        BLUE = 3
        ALIAS = 1
    print(hasattr(Color, '_order_'))
    return Color


def flag_order():
    class Perm(Flag):
        _order_ = 'R W X RW'
        R = 4
        W = 2
        X = 1
        RW = 6
    return Perm


for make in (wrong_order, right_order, flag_order):
    attempt(make)


class Period(timedelta, Enum):
    "different lengths of time"
    _ignore_ = 'Period i'
    Period = vars()
    for i in range(3):
        Period['day_%d' % i] = i


print(list(Period), hasattr(Period, '_ignore_'), hasattr(Period, 'i'))


class Shape(Enum):
    _ignore_ = ['scratch']
    scratch = 5
    SQUARE = 2


print(list(Shape), 'scratch' in Shape.__dict__)


class Color(Enum):
    RED = 1
    GREEN = 2

    def describe(self):
        return self.name

    @classmethod
    def favorite(cls):
        return cls.RED


print(dir(Color))
print(dir(Color.RED))


class Number(IntEnum):
    ONE = 1


names = dir(Number)
print('ONE' in names, 'bit_length' in names, '__new__' in names, '_member_map_' in names)
names = dir(Number.ONE)
print('bit_length' in names, 'ONE' in names, 'name' in names)


class Word(StrEnum):
    A = auto()


print('upper' in dir(Word), 'A' in dir(Word))


class WithNew(Enum):
    def __new__(cls, value):
        obj = object.__new__(cls)
        obj._value_ = value * 10
        return obj
    X = 1


print(dir(WithNew), WithNew.X.value)
