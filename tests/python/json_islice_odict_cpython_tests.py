# json.decoder / json.encoder after import json, json's 3.12 messages (allow_nan names the value,
# raw_decode refuses a negative index), itertools.islice consuming the items before the next
# wanted index (test_itertools.test_islice, SF #1171417), OrderedDict.pop/setdefault keywords,
# |= with pairs and copies keeping attributes (odict_reduce) (CPython 3.12 test_json,
# test_itertools, test_ordered_dict). 3.11 writes OrderedDict reprs as lists of pairs:
# NAME.expected holds 3.12's output.
import json, copy
from collections import OrderedDict
from itertools import islice
print(json.decoder.JSONDecodeError, json.encoder.JSONEncoder is json.JSONEncoder, json.decoder.JSONDecoder is json.JSONDecoder)
try:
    json.loads('{')
except json.decoder.JSONDecodeError as e:
    print('JSONDecodeError', e)
print(json.encoder.encode_basestring_ascii('é"'), json.encoder.INFINITY)
try:
    json.dumps(float('inf'), allow_nan=False)
except ValueError as e:
    print(e)
try:
    json.JSONDecoder().raw_decode('a' * 42, -50000)
except ValueError as e:
    print(e)
it = iter(range(10)); list(islice(it, 3, 3)); print(list(it))
it = iter(range(10)); print(list(islice(it, 2, 8, 3)), list(it))
it = iter(range(10)); print(list(islice(it, 1, 6, 10)), list(it))
it = iter(range(3)); print(list(islice(it, 5, 8)), list(it))
print(list(islice('abcdefg', 2, None, 2)), list(islice('abc', 0)), list(islice(range(100), 95, None)))
class M(OrderedDict):
    def __missing__(self, key): return 0
m = M(a=1)
print(m.pop('b', 5), m.pop('a', 6), m.pop('a', default=6))
try:
    m.pop('x')
except KeyError as e:
    print('KeyError', e)
print(OrderedDict(a=1).pop(key='a'), OrderedDict().setdefault('g', default=9), OrderedDict().setdefault(key='k'))
od = OrderedDict(a=1, b=2); od.x = ['x']
c, d = copy.copy(od), copy.deepcopy(od)
print(c, c.x is od.x, d, d.x == od.x, d.x is od.x, od.__reduce__()[:3])
o = OrderedDict(a=1); o |= [('b', 2)]; o |= {'a': 3}; print(o)
class Sub(OrderedDict): pass
s = Sub(z=1); print(copy.copy(s), type(copy.deepcopy(s)).__name__)
