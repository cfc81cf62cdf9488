# enum in the patterns programs use: match on members, json of IntEnum, dataclass defaults,
# a member's own __str__, and rebinding a member through the class (AttributeError).
from enum import Enum, IntEnum, auto
import json
from dataclasses import dataclass
class Color(Enum):
    RED = auto()
    GREEN = auto()
def f(c):
    match c:
        case Color.RED:
            return 'red!'
        case _:
            return 'other'
print(f(Color.RED), f(Color.GREEN))
class P(IntEnum):
    LOW = 1
    HIGH = 2
print(json.dumps({'p': P.HIGH}), max(P), sorted(Color, key=lambda c: -c.value))
@dataclass
class Item:
    color: Color = Color.RED
print(Item(), repr(Color.__members__))
print(Color.RED.__class__.__name__, Color.__name__, Color.RED in list(Color), Color.RED._value_, Color._member_names_)
print(getattr(Color, 'GREEN'), Color.GREEN.value, isinstance(Color, type), type(Color).__name__)
print({c: c.name for c in Color})
class Status(Enum):
    ACTIVE = 'active'
    def __str__(self):
        return self.value
print(Status.ACTIVE, f'{Status.ACTIVE}', repr(Status.ACTIVE))
try:
    Color.RED = 3
except AttributeError as e:
    print(e)
