# The match statement (PEP 634): literal, capture, wildcard, value and group patterns, guards,
# singletons compared with `is`, bindings that outlive the statement, soft keywords as names.
import math


class Color:
    RED = 'red'
    GREEN = 'green'


def describe(x):
    match x:
        case 0:
            return 'zero'
        case -1:
            return 'minus one'
        case 2.5:
            return 'two and a half'
        case 'hi' | 'hello':
            return 'greeting'
        case b'raw':
            return 'bytes'
        case None:
            return 'none'
        case True:
            return 'true'
        case False:
            return 'false'
        case Color.RED:
            return 'red value'
        case math.pi:
            return 'pi'
        case (7):
            return 'seven in a group'
        case int(n) if n > 100:
            return f'big {n}'
        case _:
            return 'other'


for v in [0, -1, 2.5, 'hi', 'hello', b'raw', None, True, False, 1, 0.0, 'red', math.pi, 7, 101, 50, 'x']:
    print(repr(v), describe(v))

# True is 1 but `case True` uses `is`; `case 1` uses == and so matches True.
match True:
    case 1:
        print('True == 1')
match 1:
    case True:
        print('unexpected')
    case _:
        print('1 is not True')

# Captures bind even when the guard fails, and survive the match.
match 42:
    case first if first < 0:
        print('negative')
    case second:
        print('second', second)
print(first, second)

# A failed pattern binds nothing.
match 5:
    case [unbound]:
        pass
    case _:
        pass
try:
    print(unbound)
except NameError as e:
    print('NameError:', e)

# match, case and _ stay ordinary names.
match = [1, 2]
case = {'k': 'v'}
_ = 'underscore'
print(match, case, _)
match[0] = 9
print(match)
match (3):
    case 3:
        print('parenthesized subject')


def soft(match, case):
    return match + case


print(soft(1, 2))

# The subject is evaluated once; a tuple subject needs no parentheses.
calls = []


def subject():
    calls.append(1)
    return 3


match subject():
    case 1:
        pass
    case 2:
        pass
    case 3:
        print('three after', len(calls), 'call')
match 1, 2:
    case (1, 2):
        print('tuple subject')

# No case matches: nothing runs.
match 'nothing':
    case 'something':
        print('no')
print('done')
