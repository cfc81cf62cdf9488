# The import system: sys.modules is the module table, modules are imported once, a module's
# attributes are its globals, submodules and relative imports, importlib.import_module.
import sys
import json
import importlib
import types

print(type(sys.modules), '__main__' in sys.modules, sys.modules['json'] is json, sys.modules['sys'] is sys)
print(sys.modules['__main__'].__name__, sys.modules[__name__].print_me if hasattr(sys.modules[__name__], 'print_me') else None)
print_me = 'now visible'
print(sys.modules[__name__].print_me, repr(sys.modules['__main__']))
import json as again
print(again is json, importlib.import_module('json') is json, json.__name__, json.dumps.__module__)
print(json.JSONDecodeError.__module__, json.JSONDecoder.__module__ in ('json.decoder', 'json'))

json.extra = 41
print(json.extra + 1, 'extra' in json.__dict__, json.__dict__['extra'])
del json.extra
print(hasattr(json, 'extra'))

fake = types.ModuleType('fake_module', 'A module made at run time.')
fake.value = 7
print(fake, fake.__doc__, fake.__name__)
sys.modules['fake_module'] = fake
import fake_module
from fake_module import value
print(fake_module is fake, value)

sys.modules['stand_in'] = 'not a module'
import stand_in
print(stand_in)
sys.modules['blocked'] = None
try:
    import blocked
except ImportError as exc:
    print(type(exc).__name__, exc, exc.name)

import os.path
from os import path
print(path is os.path, os.path.join('a', 'b'))

for name in ('no_such_module', 'json.no_such_sub', 'math.sub'):
    try:
        importlib.import_module(name)
    except ModuleNotFoundError as exc:
        print(type(exc).__name__, exc, exc.name)
try:
    from . import sibling
except ImportError as exc:
    print(type(exc).__name__, exc)
try:
    importlib.import_module('.x')
except TypeError as exc:
    print(type(exc).__name__, exc)
try:
    importlib.import_module('')
except ValueError as exc:
    print(type(exc).__name__, exc)


def local_import():
    import collections
    return collections.OrderedDict.__module__


print(local_import(), 'collections' in sys.modules)
