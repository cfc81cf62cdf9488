# match inside generators (a case body may yield), closures over captures, errors raised by
# __eq__ and by __match_args__ attributes, or-patterns with as and guards.
def gen(items):
    for item in items:
        match item:
            case (k, v):
                yield f'{k}={v}'
            case str(s):
                yield s.upper()
            case _:
                yield '?'

print(list(gen([(1, 2), 'ab', 3])))

def closure():
    match [1, 2]:
        case [a, b]:
            pass
    return lambda: a + b

print(closure()())

def bad_compare():
    class Weird:
        def __eq__(self, other):
            raise RuntimeError('no compare')
    match Weird():
        case 1:
            pass

try:
    bad_compare()
except RuntimeError as e:
    print('RuntimeError', e)

class P:
    __match_args__ = ('x',)
    @property
    def x(self):
        raise KeyError('prop')
try:
    match P():
        case P(1):
            pass
except KeyError as e:
    print('KeyError', e)

match {'a': 1}:
    case {'a': 1 | 2 as v, **rest} if not rest:
        print('v', v)

x = 5
match x:
    case 1 | 2 | 3:
        print('small')
    case int() if x > 4:
        print('big int')
