# partial(partial(f, ...), ...) is flattened as partial_new does (unless the inner partial has
# attributes of its own); cmp_to_key returns a KeyWrapper whose calls make KeyWrappers; a call
# passing positional-only parameters by keyword names them inside one pair of quotes.
from functools import partial, cmp_to_key
import functools
def power(b, e): return b ** e
p2 = partial(partial(power, 2), 5)
print(p2(), p2.func is power, p2.args, repr(p2).startswith('functools.partial(<function power at '))
p3 = partial(partial(power, e=2), 3)
print(p3(), p3.func is power, p3.args, p3.keywords)
p4 = partial(partial(power, e=2), e=3)
print(p4(2), p4.keywords)
inner = partial(power, 2)
inner.note = 'own attribute'
p5 = partial(inner, 3)
print(p5(), p5.func is inner, p5.args)
class MyPartial(partial):
    pass
p6 = partial(MyPartial(power, 2), 4)
print(p6(), p6.func is power, p6.args)
k = cmp_to_key(lambda a, b: a - b)
print(type(k).__name__, type(k(1)).__name__, type(k(1)).__qualname__, k(1) == k(1), k(1) < k(2), k(1).obj)
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)), hasattr(functools, 'KeyWrapper'))
try:
    k(1) < 3
except TypeError as e:
    print('TypeError:', e)
def f(a, b, /, c): pass
for call in (lambda: f(a=1, b=2, c=3), lambda: f(1, b=2, c=3)):
    try:
        call()
    except TypeError as e:
        print('TypeError:', e)
def g(a, b, /, **kw): return kw
print(g(1, 2, a=3, b=4))
