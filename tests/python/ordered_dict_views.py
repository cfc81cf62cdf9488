# OrderedDict's views are odict_keys/odict_values/odict_items, subclasses of dict's views.
# NAME.expected holds CPython 3.12's output: 3.12 prints an OrderedDict as OrderedDict({...}).
import collections

od = collections.OrderedDict(a=1, b=2)
print(od.keys(), od.values(), od.items())
print(type(od.keys()).__name__, isinstance(od.keys(), type({}.keys())), list(reversed(od.keys())))
keys = od.keys()
od['c'] = 3
print(keys, len(keys), 'c' in keys, keys == {'a', 'b', 'c'}, od.items() == {('a', 1), ('b', 2), ('c', 3)})
print(od)
