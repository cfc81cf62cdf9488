# Sequence and mapping patterns: lengths, starred captures, nesting; str and bytes are never
# sequences here; mappings match by keys (extra keys allowed), **rest copies what is left.
from collections import deque


def seq(x):
    match x:
        case []:
            return 'empty'
        case [only]:
            return f'one {only!r}'
        case [a, b]:
            return f'two {a!r} {b!r}'
        case [first, *_, last] if first == last:
            return f'same ends {first!r}'
        case (head, *tail):
            return f'head {head!r} tail {tail!r}'
        case _:
            return 'not a sequence'


for v in [[], (5,), [1, 2], (1, 2, 3, 1), range(4), deque([7, 8, 9]), 'ab', b'xy', {1: 2}, 3]:
    print(repr(v), '->', seq(v))

match [1, [2, 3], (4, 5)]:
    case [int(a), [b, *rest], (c, d) as pair]:
        print('nested', a, b, rest, c, d, pair)

match (1, 2, 3, 4, 5):
    case [*init, 4, 5]:
        print('init', init)
match [1, 2, 3]:
    case [1, *middle, 3]:
        print('middle', middle)
match [1, 2]:
    case [1, 2, *more]:
        print('more', more)
match [0, 1, 2, 3]:
    case [_, *_, x]:
        print('last by index', x)


def mapping(m):
    match m:
        case {'type': 'point', 'x': x, 'y': y}:
            return f'point {x},{y}'
        case {'type': 'circle', 'r': r, **others}:
            return f'circle {r} others={others}'
        case {1: one, -2: minus_two, None: nothing}:
            return f'literal keys {one} {minus_two} {nothing}'
        case {}:
            return f'some mapping of {len(m)}'
        case _:
            return 'not a mapping'


print(mapping({'type': 'point', 'x': 1, 'y': 2, 'z': 3}))
print(mapping({'type': 'circle', 'r': 5, 'color': 'red', 'fill': True}))
print(mapping({1: 'a', -2: 'b', None: 'c'}))
print(mapping({'type': 'point', 'x': 1}))
print(mapping({}))
print(mapping([('type', 'point')]))


class Keys:
    A = 'a'


match {'a': 1, 'b': 2}:
    case {Keys.A: value, **rest}:
        print('value key', value, rest)
match {'a': 1}:
    case {**everything}:
        print('everything', everything, type(everything).__name__)

# A key given twice through value patterns fails at run time.
try:
    match {'a': 1, 'b': 2}:
        case {Keys.A: 1, 'a': 1}:
            pass
except ValueError as e:
    print('ValueError:', e)

# A mapping with a get() of its own: missing keys fail the match.
from collections import defaultdict
d = defaultdict(list, {'x': 1})
match d:
    case {'missing': m}:
        print('no', m)
    case {'x': x}:
        print('defaultdict x', x, 'missing' in d)

match 'abc':
    case [*chars]:
        print('no', chars)
    case str() as s:
        print('a str is not a sequence pattern:', s)
