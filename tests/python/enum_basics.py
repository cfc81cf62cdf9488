# 3.12 expected output (enum_basics.expected): 3.11 raises TypeError for `2 in Color`.
# enum basics: members, reprs, lookups, iteration, aliases, auto, IntEnum, StrEnum, unique,
# the functional API, and the errors of a bad lookup.
import copy
from enum import Enum, IntEnum, StrEnum, auto, unique


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1  # an alias of RED

    def describe(self):
        return f'{self.name} is {self.value}'

    @classmethod
    def favourite(cls):
        return cls.GREEN


print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value)
print(Color(1), Color['GREEN'], Color(Color.BLUE), Color.CRIMSON is Color.RED, Color.CRIMSON)
print(list(Color), len(Color), [c.name for c in reversed(Color)])
print(Color.RED in Color, 2 in Color, 7 in Color, 'RED' in Color)
print(isinstance(Color.RED, Color), type(Color.RED), type(Color), Color, repr(Color))
print(Color.RED == Color.RED, Color.RED == 1, Color.RED != Color.GREEN, Color.RED is Color(1))
print(hash(Color.RED) == hash('RED'), {Color.RED: 'r'}[Color.CRIMSON])
print(f'{Color.RED}', format(Color.GREEN, '>12'), '%s' % Color.BLUE, str(Color.BLUE))
print(Color.RED.describe(), Color.favourite(), list(Color.__members__), dict(Color.__members__)['CRIMSON'])
print(copy.copy(Color.RED) is Color.RED, copy.deepcopy([Color.RED])[0] is Color.RED)
try:
    Color(5)
except ValueError as e:
    print('ValueError:', e)
try:
    Color['PURPLE']
except KeyError as e:
    print('KeyError:', e)
try:
    class MoreColor(Color):
        PURPLE = 4
except TypeError as e:
    print('TypeError:', e)


class Shape(Enum):
    SQUARE = auto()
    CIRCLE = auto()
    TRIANGLE = 10
    LINE = auto()


print(list(Shape), Shape.LINE.value)


class Number(IntEnum):
    ONE = 1
    TWO = 2


print(Number.ONE, repr(Number.TWO), f'{Number.TWO}', Number.ONE + 1, Number.TWO * 3, Number.ONE == 1, Number(2))
print(isinstance(Number.ONE, int), sorted([Number.TWO, Number.ONE]), [1, 2, 3][Number.ONE], Number.TWO.value, int(Number.TWO))
print(Number.ONE < Number.TWO, hash(Number.ONE) == hash(1), repr(Number))


class Mode(StrEnum):
    TRAIN = auto()
    EVAL = 'eval-mode'


print(Mode.TRAIN, repr(Mode.TRAIN), Mode.EVAL.upper(), Mode.TRAIN == 'train', Mode('eval-mode'), f'{Mode.EVAL}!')


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius


print(Planet.EARTH.mass, Planet.MERCURY.value, Planet((5.976e+24, 6.37814e6)))

try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print('ValueError:', e)

Animal = Enum('Animal', 'ANT BEE CAT')
print(list(Animal), Animal.BEE.value, Animal(3))
Ranked = Enum('Ranked', ['low', 'high'], start=10)
print(list(Ranked))
Paired = Enum('Paired', [('x', 'ex'), ('y', 'why')])
print(Paired.y, Paired('ex'))
