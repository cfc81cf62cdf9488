# types: SimpleNamespace (repr, equality, attributes), MappingProxyType, and the types of
# functions, methods, modules, generators and code objects.
import types
import sys

ns = types.SimpleNamespace(b=2, a='x')
ns.c = [1]
print(ns, ns.a, vars(ns), ns == types.SimpleNamespace(b=2, a='x', c=[1]), ns != types.SimpleNamespace())
print(type(ns), types.SimpleNamespace(), types.SimpleNamespace(x=types.SimpleNamespace(y=1)))
ns.self = ns
print(ns)
del ns.self, ns.c
print(ns, hasattr(ns, 'c'))
try:
    types.SimpleNamespace(1)
except TypeError as exc:
    print('TypeError:', exc)
try:
    hash(ns)
except TypeError as exc:
    print('TypeError:', exc)


class Point(types.SimpleNamespace):
    pass


print(Point(x=1, y=2), isinstance(Point(), types.SimpleNamespace))

mp = types.MappingProxyType({'a': 1, 'b': 2})
print(mp, str(mp), mp['a'], len(mp), list(mp), 'b' in mp, mp.get('z', 0), list(mp.items()), mp == {'a': 1, 'b': 2})
print(type(mp), types.MappingProxyType, mp.copy(), mp | {'c': 3})
for action in ('set', 'del'):
    try:
        if action == 'set':
            mp['c'] = 3
        else:
            del mp['a']
    except TypeError as exc:
        print('TypeError:', exc)
try:
    types.MappingProxyType([1, 2])
except TypeError as exc:
    print('TypeError:', exc)


def f():
    pass


def gen():
    yield 1


class C:
    def m(self):
        pass


print(types.FunctionType, types.LambdaType is types.FunctionType, isinstance(f, types.FunctionType))
print(types.MethodType, isinstance(C().m, types.MethodType), isinstance(C.m, types.MethodType))
print(types.BuiltinFunctionType, isinstance(len, types.BuiltinFunctionType), types.BuiltinMethodType)
print(types.ModuleType, isinstance(sys, types.ModuleType), types.GeneratorType, isinstance(gen(), types.GeneratorType))
print(types.CodeType, isinstance(f.__code__, types.CodeType), types.NoneType, types.EllipsisType, types.NotImplementedType)

bound = types.MethodType(lambda self, x: (self, x), 'owner')
print(bound(5), bound.__self__)
try:
    types.MethodType(1, 2)
except TypeError as exc:
    print('TypeError:', exc)
mod = types.ModuleType('made')
print(mod, mod.__name__, mod.__doc__, vars(mod))
Made = types.new_class('Made', (C,), exec_body=lambda ns: ns.update(z=1))
print(Made, Made.z, Made.__mro__)
