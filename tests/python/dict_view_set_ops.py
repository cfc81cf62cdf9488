# The set algebra of dict keys and items views (Objects/dictobject.c dictviews_sub/_or/_xor/_and,
# isdisjoint) with any iterable on either side; values views have none.
d = {"a": 1, "b": 2, "c": 3}
e = {"b": 5, "z": 0}
print(sorted(d.keys() - ['a']), sorted(d.keys() - {'a'}), sorted(d.keys() & ['a', 'z']), sorted(d.keys() | ['z']), sorted(d.keys() ^ ['a', 'z']))
print(sorted({'a', 'q'} - d.keys()), sorted(d.items() - [('a', 1)]), d.keys().isdisjoint(['z']), d.keys().isdisjoint('abc'))
print(['a'] - d.keys(), d.keys() & e.keys(), type(d.keys() | e.keys()).__name__, len(d.keys() ^ e.keys()))
print(d.items() & {('a', 1), ('b', 9)}, ('a',) in d.keys() if False else None)
for bad in (lambda: 1 - d.keys(), lambda: d.values() - {1}, lambda: d.keys() | 3):
    try:
        bad()
    except TypeError as ex:
        print("TypeError:", ex)
import collections
d=collections.OrderedDict(a=1,b=2)
try:
    print(d.keys() - {"a"})
except TypeError as ex:
    print("TypeError:", ex)
