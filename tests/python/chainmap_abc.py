# collections.ChainMap derives from collections.abc.MutableMapping (its mixins give keys,
# items, values, ==, update and setdefault), and the ABCs print as collections.abc's.
import collections
from collections.abc import Mapping, MutableMapping

print(collections.ChainMap.__mro__)
print(Mapping, MutableMapping.__module__, Mapping.__name__)
base = {"a": 1, "b": 2}
cm = collections.ChainMap({"b": 20}, base)
print(list(cm.keys()), list(cm.items()), list(cm.values()))
print(cm == {"a": 1, "b": 20}, cm != {"a": 1}, isinstance(cm, MutableMapping))
cm.update(c=3)
print(cm.setdefault("d", 4), cm.maps, len(cm), "c" in cm)
try:
    hash(cm)
except TypeError as e:
    print(e)
print(cm | {"e": 5})
