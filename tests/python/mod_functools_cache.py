# functools.lru_cache/cache wrappers as CPython's functools._lru_cache_wrapper objects (cache_info,
# cache_clear, cache_parameters, typed keys, binding as methods) and dataclasses.make_dataclass.
import functools
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(30), fib.cache_info())
fib.cache_clear(); print(fib.cache_info())
@functools.cache
def sq(x): return x * x
print(sq(3), sq(3), sq.cache_info(), sq.__name__, sq.__wrapped__(4))
@functools.lru_cache
def g(x): return x
print(g(1), g.cache_info(), type(g).__name__)
@functools.lru_cache(maxsize=2)
def h(x): return x
for v in [1, 2, 1, 3, 1]: h(v)
print(h.cache_info(), h.cache_parameters())
class K:
    @functools.lru_cache(maxsize=None)
    def m(self, x):
        return x * 2
k = K()
print(k.m(2), k.m(2), K.m.cache_info())
@functools.lru_cache(typed=True)
def t(x): return x
t(1); t(1.0); print(t.cache_info())
try:
    functools.lru_cache('x')
except TypeError as e: print(e)
print(repr(fib).startswith('<functools._lru_cache_wrapper object at'))
import dataclasses
P = dataclasses.make_dataclass('P', ['x', ('y', int), ('z', list, dataclasses.field(default_factory=list))])
p = P(1, 2)
print(p, P.__module__, P.__name__, [f.name for f in dataclasses.fields(P)], p == P(1, 2))
Q = dataclasses.make_dataclass('Q', [('a', float)], frozen=True, namespace={'double': lambda self: self.a * 2})
print(Q(1.5).double(), Q(2.0))
try:
    dataclasses.make_dataclass('R', ['a', 'a'])
except TypeError as e: print(e)
try:
    dataclasses.make_dataclass('R', ['1a'])
except TypeError as e: print(e)
