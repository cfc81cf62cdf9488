# enum.property (CPython 3.12's: a property through a member, the member of that name or
# AttributeError through the class, members named like a base's property reached through a
# redirect), name/value as enum.property, enum.global_enum, and an instance's __doc__ read from
# its type (None.__doc__); test_enum's classes use enum.property throughout (CPython 3.12
# test_enum).
# 3.11 words the AttributeError of a class-level enum.property differently: NAME.expected is 3.12's.
import enum
from enum import Enum, IntEnum, Flag, auto
class Color(Enum):
    RED = 1
    GREEN = 2
try:
    print(Color.name)
except AttributeError as e:
    print('AttributeError', e)
print(type(Enum.__dict__['name']).__name__, Enum.__dict__['value'].clsname, isinstance(Enum.__dict__['name'], enum.property))
class E(Enum):
    name = 1
    value = 2
print(E.name, E.name.name, E.value.value, E.name.value, list(E))
try:
    Color.RED.name = 'x'
except AttributeError as e:
    print(e)
try:
    del Color.RED.value
except AttributeError as e:
    print(e)
class BaseEnum(Enum):
    @enum.property
    def first(self):
        return '%s is first!' % self.name
class MainEnum(BaseEnum):
    first = auto()
    second = auto()
print(MainEnum.first, MainEnum.first.first, MainEnum.second.first, MainEnum.first.value)
class WithProp(Enum):
    A = 1
    @enum.property
    def double(self):
        return self.value * 2
print(WithProp.A.double)
try:
    WithProp.double
except AttributeError as e:
    print('AttributeError', e)
@enum.global_enum
class Planet(IntEnum):
    MERCURY = 1
    VENUS = 2
print(repr(Planet.VENUS), str(Planet.VENUS), MERCURY is Planet.MERCURY)
@enum.global_enum
class Perm(enum.IntFlag):
    R = 4
    W = 2
    X = 1
print(repr(Perm.R), repr(Perm.R | Perm.W), str(Perm.W), W)
print(Color.RED.name, Color.RED.value, Color(2), Color['GREEN'])
