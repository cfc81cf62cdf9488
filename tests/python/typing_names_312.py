# 3.12 expected output (typing_names_312.expected): where 3.12 differs from 3.11 in the names
# this corpus covers: the abstract-class error is 3.12's object.__new__ wording ("without an
# implementation for abstract method"), P.args and P.kwargs refuse subclassing through their C
# __mro_entries__ (Objects/typevarobject.c), dataclass_transform records frozen_default (new in
# 3.12), the functional TypedDict sets __orig_bases__ (gh-103699), UserDict.get() no longer
# calls __missing__, and NormalDist.inv_cdf accepts sigma == 0 (gh-95265: its result is mu).
from typing import SupportsInt, SupportsIndex, ParamSpec, TypedDict, dataclass_transform
from collections import UserDict
from statistics import NormalDist

try:
    SupportsInt()
except TypeError as e:
    print('TypeError', e)

class Unfinished(SupportsIndex):
    pass

try:
    Unfinished()
except TypeError as e:
    print('TypeError', e)

P = ParamSpec('P')
for part in (P.args, P.kwargs):
    try:
        class Bad(part):
            pass
    except TypeError as e:
        print('TypeError', e)

@dataclass_transform(kw_only_default=True, field_specifiers=(int,), custom=1)
def model(cls):
    return cls

print(model.__dataclass_transform__)

@dataclass_transform()
class ModelBase:
    pass

print(ModelBase.__dataclass_transform__)

Point = TypedDict('Point', {'x': int})
print(Point.__orig_bases__ == (TypedDict,), Point.__orig_bases__[0] is TypedDict)

class Defaulting(UserDict):
    def __missing__(self, key):
        return f'<{key}>'

dd = Defaulting(k=1)
print(dd['nope'], dd.get('nope'), dd.get('nope', 'dflt'), dd.get('k'), 'nope' in dd)
print(NormalDist(5, 0).inv_cdf(0.3), NormalDist(-2, 0).quantiles())
