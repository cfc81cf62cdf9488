# 3.12 expected output (ordered_dict_subclass.expected): 3.11 writes OrderedDict([(k, v)]).
# collections.OrderedDict is a dict subclass: isinstance, dict's methods, 3.12's repr,
# order-sensitive equality between OrderedDicts, move_to_end and popitem(last=).
from collections import OrderedDict

od = OrderedDict([('a', 1), ('b', 2)])
od['c'] = 3
print(od, isinstance(od, dict), issubclass(OrderedDict, dict), type(od).__mro__)
print(repr(OrderedDict()), OrderedDict(x=1), len(od), list(od), list(od.keys()), list(od.values()), list(od.items()))
od.move_to_end('a')
print(od)
od.move_to_end('a', last=False)
print(od, list(reversed(od)))
print(od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {'b': 2, 'a': 1}, {'b': 2, 'a': 1} == OrderedDict(a=1, b=2))
print(OrderedDict(a=1) != OrderedDict(a=1), OrderedDict(a=1, b=2) != OrderedDict(b=2, a=1))
d = OrderedDict.fromkeys('xyz', 0)
print(d, d.get('x'), d.get('q', 'none'), 'y' in d, d.setdefault('w', 9), d.pop('x'), d)
d.update({'x': 5}, z=7)
print(d, d.copy(), type(d.copy()).__name__, dict(d), sorted(d))
print(OrderedDict(a=1) | {'b': 2}, {'b': 2} | OrderedDict(a=1))
e = OrderedDict()
try:
    e.popitem()
except KeyError as err:
    print('KeyError:', err)
try:
    e.move_to_end('missing')
except KeyError as err:
    print('KeyError:', err)
try:
    hash(e)
except TypeError as err:
    print('TypeError:', err)
del od['b']
print(od, len(od), bool(e))


class Config(OrderedDict):
    pass


print(Config(k=1), isinstance(Config(), OrderedDict))
match OrderedDict(k=1):
    case {'k': v}:
        print('matched', v)

# An OrderedDict inside itself shows as ... (odict_repr).
selfref = OrderedDict(a=1)
selfref['s'] = selfref
print(selfref)
