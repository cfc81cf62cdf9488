# A class's __dict__ (and vars(cls)) is a read-only mappingproxy of its namespace
# (Objects/typeobject.c type_dict, Objects/descrobject.c mappingproxy).
class Layer:
    "A layer."
    units = 4

    def call(self, x):
        return x


ns = Layer.__dict__
print(type(ns).__name__, type(vars(Layer)).__name__, ns['units'], 'call' in ns, ns.get('missing', '-'))
print(sorted(k for k in ns if not k.startswith('__')), repr(ns)[:30], len(ns) > 2)
try:
    ns['units'] = 5
except TypeError as e:
    print('TypeError:', e)
print(dict(ns)['units'], sorted(k for k, v in ns.items() if callable(v)))
