# The built-in types' slot wrappers (__neg__, __add__, __setitem__, ...) refuse other argument
# counts with typeobject.c's check_num_args wording ("expected 0 arguments, got 1") and keywords
# as "wrapper __index__() takes no keyword arguments"; __pow__/__rpow__ take an optional
# modulus; __round__ takes at most one argument; list.insert and dict.update count theirs;
# date.today() and functools.partial() word their refusals as CPython's C code does.
import datetime
import functools

probes = [
    ('(10).__index__(1)', lambda: (10).__index__(1)),
    ('(10).__index__(x=1)', lambda: (10).__index__(x=1)),
    ('(3).__neg__(1)', lambda: (3).__neg__(1)),
    ('(3).__invert__(1)', lambda: (3).__invert__(1)),
    ('(1.5).__abs__(1, 2)', lambda: (1.5).__abs__(1, 2)),
    ('(1.5).__bool__(1)', lambda: (1.5).__bool__(1)),
    ('(3).__int__(1)', lambda: (3).__int__(1)),
    ('(3).__float__(1)', lambda: (3).__float__(1)),
    ('(3).__hash__(1)', lambda: (3).__hash__(1)),
    ('(3).__repr__(1)', lambda: (3).__repr__(1)),
    ('(3).__add__()', lambda: (3).__add__()),
    ('(3).__add__(1, 2)', lambda: (3).__add__(1, 2)),
    ('(3).__radd__(1, 2)', lambda: (3).__radd__(1, 2)),
    ('(3).__lt__(1, 2)', lambda: (3).__lt__(1, 2)),
    ('(3).__eq__()', lambda: (3).__eq__()),
    ('(3).__xor__(x=1)', lambda: (3).__xor__(x=1)),
    ('(3).__round__(1, 2)', lambda: (3).__round__(1, 2)),
    ('(1.5).__round__(1, 2)', lambda: (1.5).__round__(1, 2)),
    ('(3).__round__(x=1)', lambda: (3).__round__(x=1)),
    ('(3).__round__(None)', lambda: (3).__round__(None)),
    ('(1.25).__round__(None)', lambda: (1.25).__round__(None)),
    ('(1234).__round__(-2)', lambda: (1234).__round__(-2)),
    ('(2).__pow__(3, 0)', lambda: (2).__pow__(3, 0)),
    ('(2).__pow__()', lambda: (2).__pow__()),
    ('(2).__pow__(1, 2, 3)', lambda: (2).__pow__(1, 2, 3)),
    ('(2).__pow__(3, mod=5)', lambda: (2).__pow__(3, mod=5)),
    ('(2).__pow__(3, 5)', lambda: (2).__pow__(3, 5)),
    ('(2).__pow__(3.0, 5)', lambda: (2).__pow__(3.0, 5)),
    ('(2).__pow__(3, 5.0)', lambda: (2).__pow__(3, 5.0)),
    ('(2).__pow__(-1, 7)', lambda: (2).__pow__(-1, 7)),
    ('(2).__pow__(3, None)', lambda: (2).__pow__(3, None)),
    ('(2).__pow__(-2)', lambda: (2).__pow__(-2)),
    ('(2.0).__pow__(3, 0)', lambda: (2.0).__pow__(3, 0)),
    ('(1.5).__pow__(2, None)', lambda: (1.5).__pow__(2, None)),
    ('(1.5).__pow__("x")', lambda: (1.5).__pow__('x')),
    ('(2).__rpow__(3, 0)', lambda: (2).__rpow__(3, 0)),
    ('(2).__rpow__(3, 5)', lambda: (2).__rpow__(3, 5)),
    ('(2.0).__rpow__(3)', lambda: (2.0).__rpow__(3)),
    ('True.__pow__(2, 3)', lambda: True.__pow__(2, 3)),
    ('(3).__trunc__(1)', lambda: (3).__trunc__(1)),
    ('(3).__floor__()', lambda: (-3).__floor__()),
    ('(3).__ceil__(1)', lambda: (3).__ceil__(1)),
    ('(7).__getnewargs__()', lambda: (7).__getnewargs__()),
    ('True.__trunc__()', lambda: True.__trunc__()),
    ('"a".__len__(1)', lambda: 'a'.__len__(1)),
    ('"a".__str__(1)', lambda: 'a'.__str__(1)),
    ('"a".__hash__(1)', lambda: 'a'.__hash__(1)),
    ('"a".__getitem__()', lambda: 'a'.__getitem__()),
    ('"a".__contains__("a", 1)', lambda: 'a'.__contains__('a', 1)),
    ('"%s".__mod__()', lambda: '%s'.__mod__()),
    ('"a".__mul__(2, 3)', lambda: 'a'.__mul__(2, 3)),
    ('b"x".__bytes__(1)', lambda: b'x'.__bytes__(1)),
    ('b"x".__bytes__()', lambda: b'x'.__bytes__()),
    ('(1,).__getitem__(0, 1)', lambda: (1,).__getitem__(0, 1)),
    ('(1,).__hash__(1)', lambda: (1,).__hash__(1)),
    ('[].__len__(1)', lambda: [].__len__(1)),
    ('[].__iter__(1)', lambda: [].__iter__(1)),
    ('[1].__setitem__(0)', lambda: [1].__setitem__(0)),
    ('[1].__delitem__()', lambda: [1].__delitem__()),
    ('[1].__iadd__([2], [3])', lambda: [1].__iadd__([2], [3])),
    ('[1].__contains__()', lambda: [1].__contains__()),
    ('{}.__setitem__(1)', lambda: {}.__setitem__(1)),
    ('{}.__len__(k=1)', lambda: {}.__len__(k=1)),
    ('{1}.__or__()', lambda: {1}.__or__()),
    ('{1}.__ior__({2}, {3})', lambda: {1}.__ior__({2}, {3})),
    ('frozenset().__hash__(1)', lambda: frozenset().__hash__(1)),
    ('[].insert(1)', lambda: [].insert(1)),
    ('[].insert()', lambda: [].insert()),
    ('[].insert(1, 2, 3)', lambda: [].insert(1, 2, 3)),
    ('{}.update(1, 2)', lambda: {}.update(1, 2)),
    ('{}.update({}, {})', lambda: {}.update({}, {})),
    ('{}.update({"a": 1}, b=2)', lambda: {}.update({'a': 1}, b=2)),
    ('datetime.date.today(1)', lambda: datetime.date.today(1)),
    ('datetime.date.today(x=1)', lambda: datetime.date.today(x=1)),
    ('datetime.datetime.today(1)', lambda: datetime.datetime.today(1)),
    ('functools.partial()', lambda: functools.partial()),
    ('functools.partial(1)', lambda: functools.partial(1)),
    ('functools.partial(func=len)', lambda: functools.partial(func=len)),
    ('functools.partial(dict, func=1)()', lambda: functools.partial(dict, func=1)()),
]
for text, probe in probes:
    try:
        print(text, '->', repr(probe()))
    except Exception as e:
        print(text, '!!', type(e).__name__, e)

m = [1]
m.insert(0, 0)
d = {}
d.update([('k', 'v')], z=0)
print(m, d, type(datetime.date.today()).__name__, functools.partial(max, 3)(7))
print(True.__index__(), True.__floor__(), True.__getnewargs__(), True.__int__(), (2**70).__trunc__(), type(True.__ceil__()).__name__)
