# collections.Counter is a dict subclass, as in CPython (Lib/collections/__init__.py): dict's
# methods apply to it, missing elements count 0 in comparisons (3.10+), and the multiset
# operations keep positive counts. Equality with a plain dict falls back to dict.__eq__.
from collections import Counter
c = Counter('abracadabra')
print(c, isinstance(c, dict), c.most_common(2), c['z'], c.total())
print(dict.get(c, 'a'), list(dict.keys(c)), dict.__repr__(c), c.copy(), type(c.copy()).__name__)
print(Counter(a=0) == Counter(), Counter(a=1) <= Counter(a=2), Counter(a=3) < Counter(a=2), Counter(a=1) == {'a': 1})
print(Counter(a=1, b=2) | {'a': 5}, Counter(a=1) + Counter(a=2, b=-1), Counter(a=3, b=1) - Counter(a=1, b=2))
print(Counter(a=3, b=1) & Counter(a=1, b=2), Counter(a=3, b=1) | Counter(a=1, b=2), -Counter(a=-2, b=3), +Counter(a=-2, b=3))
d = Counter(a=3); d -= Counter(a=5); print(d)
d = Counter(a=3, b=1); d &= Counter(a=1); print(d)
d = Counter(); d.update(['x', 'y', 'x']); d.update({'x': 2}); d.subtract(x=1); print(d, sorted(d.elements()))
del d['nope']; print(d)
try:
    Counter.fromkeys('ab')
except NotImplementedError as e:
    print(e)
import json, copy, pickle
print(json.dumps(Counter('aab')), copy.deepcopy(Counter('ab')), Counter({'a': 'x', 'b': 1}) if False else '')
