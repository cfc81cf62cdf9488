# Enum member names are bound once (CPython 3.12's Lib/enum.py: EnumType.__prepare__ returns an
# _EnumDict, whose __setitem__ raises "'SQUARE' already defined as 2" when a class body binds a member's
# name again, also with a method; _ignore_ may not name members already set). Doc/howto/enum.rst.
from enum import Enum, IntEnum, Flag, auto
class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2
print(list(Shape), Shape.ALIAS_FOR_SQUARE)
try:
    class Shape(Enum):
        SQUARE = 2
        SQUARE = 3
except TypeError as e:
    print('TypeError:', e)
try:
    class Shape(Enum):
        SQUARE = 2
        def SQUARE(self):
            pass
except TypeError as e:
    print('TypeError:', e)
try:
    class Shape(Enum):
        SQUARE = 2
        _ignore_ = 'SQUARE'
except ValueError as e:
    print('ValueError:', e)
class Color(Flag):
    RED = auto()
    GREEN = auto()
    WHITE = RED | GREEN
print(list(Color), Color.WHITE)
class P(IntEnum):
    _ignore_ = 'P i'
    P = vars()
    for i in range(3):
        P['v%d' % i] = i * 10
print(list(P))
class Priv(Enum):
    A = 1
    __x = 5
    __x = 6
print(list(Priv), Priv._Priv__x)
E = Enum('E', 'A B C')
print(list(E))

# The functional API fills the same namespace (_create_ through __prepare__).
try:
    Enum('X', [('A', 1), ('A', 2)])
except TypeError as e:
    print('TypeError', e)
