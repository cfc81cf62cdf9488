# 3.12 expected output (mod_inspect_parameters.expected): 3.12 writes an OrderedDict's items as a
# dict display, OrderedDict({'a': 1}), where 3.11 wrote OrderedDict([('a', 1)]).
# Signature.parameters: a read-only mapping (mappingproxy) over an OrderedDict.
import inspect
from collections import OrderedDict


def f(a, b=1, *args, c, **kw):
    pass


params = inspect.signature(f).parameters
print(params)
print(repr(params))
print(type(params).__name__, list(params.keys()), params['b'].default)
try:
    params['z'] = None
except TypeError as exc:
    print('TypeError:', exc)
print(OrderedDict(a=1, b=[2]), OrderedDict(), repr(OrderedDict([('x', OrderedDict(y=0))])))
