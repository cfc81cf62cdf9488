# typing.NamedTuple classes, typing/collections.abc isinstance checks, operator.methodcaller,
# str.casefold.
# 3.12 expected output (mod_typing_abc.expected): 3.11 words the abstract-class error differently.
import typing
from typing import NamedTuple, Iterable
import collections.abc as cabc
import operator


class Point(NamedTuple):
    x: int
    y: int = 0
    label: str = 'p'

    def norm1(self):
        return abs(self.x) + abs(self.y)


p = Point(3, -4)
print(p, p.norm1(), p._fields, p._field_defaults, Point._make([1, 2, 'q']), p._replace(x=0), p._asdict())
print(isinstance(p, tuple), Point.__annotations__, Point(1) == (1, 0, 'p'), Point.__name__, p[0], len(p))
Emp = NamedTuple('Emp', [('name', str), ('id', int)])
print(Emp('ann', 3), Emp._fields)
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    print(e)
print(isinstance([], typing.Iterable), isinstance(3, Iterable), isinstance({}, typing.Mapping), isinstance((), typing.Sequence))
print(issubclass(list, typing.Iterable), isinstance('s', typing.Sequence), isinstance({1}, typing.Sequence), isinstance(len, typing.Callable))
print(isinstance([], cabc.Iterable), isinstance(iter([]), cabc.Iterator), isinstance([], cabc.Iterator), isinstance({}, cabc.MutableMapping))
print(isinstance(range(3), cabc.Sequence), isinstance(b'', cabc.Sequence), isinstance({}.keys(), cabc.Set), isinstance(5, cabc.Hashable), isinstance([], cabc.Hashable))
print(isinstance((x for x in []), cabc.Generator), isinstance((x for x in []), cabc.Iterator), isinstance(print, cabc.Callable), isinstance('', cabc.Sized))


class Bag(cabc.Mapping):
    def __init__(self, **kw):
        self._d = kw

    def __getitem__(self, k):
        return self._d[k]

    def __len__(self):
        return len(self._d)

    def __iter__(self):
        return iter(self._d)


bag = Bag(a=1, b=2)
print(bag.get('a'), bag.get('z', 0), 'b' in bag, list(bag.keys()), list(bag.items()), list(bag.values()), bag == {'a': 1, 'b': 2})
try:
    cabc.Sequence()
except TypeError as e:
    print(e)
up = operator.methodcaller('upper')
rep = operator.methodcaller('replace', 'a', 'o', 1)
print(up('abc'), rep('banana'), up, rep, operator.methodcaller('split', sep=','))
print(sorted(['b', 'A', 'c'], key=operator.methodcaller('lower')))
print('ß'.casefold(), 'Straße'.casefold() == 'STRASSE'.casefold(), 'ΣΑΣ'.casefold(), 'ﬁ'.casefold(), 'İ'.casefold(), 'µ'.casefold(), 'ABC'.casefold())
