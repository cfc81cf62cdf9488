# Class patterns: isinstance checks, __match_args__ (hand-written, dataclasses', namedtuple's),
# keyword attributes, the built-ins that match themselves, and the run-time TypeErrors.
from collections import namedtuple
from dataclasses import dataclass, field


@dataclass
class Point:
    x: int
    y: int = 0
    tag: str = field(default='', kw_only=True)


Pair = namedtuple('Pair', 'left right')


class Shape:
    __match_args__ = ('kind', 'size')

    def __init__(self, kind, size):
        self.kind = kind
        self.size = size


class Bare:
    def __init__(self):
        self.value = 3


print(Point.__match_args__, Pair.__match_args__)


def where(obj):
    match obj:
        case Point(0, 0):
            return 'origin'
        case Point(x, 0) if x > 0:
            return f'on +x at {x}'
        case Point(x=x, y=y, tag='t'):
            return f'tagged {x},{y}'
        case Point(x, y):
            return f'point {x},{y}'
        case Pair(l, r) if l == r:
            return f'even pair {l}'
        case Pair(left=l):
            return f'pair from {l}'
        case Shape('square', size=s):
            return f'square {s}'
        case Shape(k, s):
            return f'{k} of {s}'
        case Bare(value=v):
            return f'bare {v}'
        case int(n) | float(n):
            return f'number {n}'
        case str() as text:
            return f'text {text!r}'
        case bool(b):
            return 'unreachable bool'
        case [Point(x=x1), Point(x=x2)]:
            return f'two points {x1} {x2}'
        case dict(d) | list(d) | tuple(d) | set(d) | frozenset(d) | bytes(d):
            return f'{type(d).__name__} {d!r}'
        case object(missing=m):
            return 'missing attribute matched?'
        case _:
            return 'something else'


for v in [Point(0, 0), Point(3), Point(1, 2, tag='t'), Point(-1, 5), Pair(2, 2), Pair(1, 9),
          Shape('square', 4), Shape('circle', 2), Bare(), True, 7, 2.5, 'hey',
          [Point(1, 1), Point(2, 2)], {1: 2}, [1], (1,), {3}, frozenset(), b'b', None]:
    print(where(v))


class Settings(dict):
    pass


match Settings(a=1):
    case dict(v):
        print('subclass of dict matches itself:', v, type(v).__name__)


def error(subject, pattern_code):
    try:
        pattern_code(subject)
    except TypeError as e:
        print('TypeError:', e)


class Many:
    __match_args__ = ('a', 'b')
    a = 1
    b = 2


class BadArgs:
    __match_args__ = ['a']
    a = 1


class NotStrings:
    __match_args__ = ('a', 5)
    a = 1


def too_many(s):
    match s:
        case Many(1, 2, 3):
            pass


def no_args(s):
    match s:
        case Bare(1):
            pass


def builtin_two(s):
    match s:
        case int(1, 2):
            pass


def not_tuple(s):
    match s:
        case BadArgs(1):
            pass


def not_strings(s):
    match s:
        case NotStrings(1, 2):
            pass


def twice(s):
    match s:
        case Many(1, a=1):
            pass


error(Many(), too_many)
error(Bare(), no_args)
error(3, builtin_two)
error(BadArgs(), not_tuple)
error(NotStrings(), not_strings)
error(Many(), twice)
# The isinstance check comes first: a subject of another class never reaches __match_args__.
print(too_many('not a Many'))
