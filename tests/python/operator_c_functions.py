# operator's functions behave as _operator's C functions: their argument-count and keyword
# messages, the dunder aliases, and concat/iconcat's sequence checks (PySequence_Concat,
# PySequence_InPlaceConcat).
import operator
calls = [lambda: operator.ipow(2, 3, 5), lambda: operator.ipow(2), lambda: operator.iadd(1),
         lambda: operator.add(1), lambda: operator.neg(), lambda: operator.add(a=1, b=2),
         lambda: operator.not_(1, 2), lambda: operator.index(), lambda: operator.setitem([1], 0),
         lambda: operator.truth(), lambda: operator.is_(1), lambda: operator.call(),
         lambda: operator.length_hint(), lambda: operator.length_hint([], 1, 2),
         lambda: operator.countOf([1]), lambda: operator.neg(x=1), lambda: operator.length_hint([1, 2]),
         lambda: operator.call(divmod, 7, 2), lambda: operator.ipow(2, 3), lambda: operator.inv(5)]
for f in calls:
    try:
        print(f())
    except TypeError as e:
        print('TypeError', e)

class Seq:
    def __init__(self, items): self.items = items
    def __getitem__(self, i): return self.items[i]
    def __add__(self, other): return Seq(self.items + list(other))
    def __repr__(self): return 'Seq(%r)' % (self.items,)
class Bare:
    def __getitem__(self, i): return i
class Adds:
    def __add__(self, other): return 'added'
    def __iadd__(self, other): return 'iadded'
class ISeq(Seq):
    def __iadd__(self, other):
        self.items += list(other)
        return self
cases = [(1, 2), ([1], (2,)), ([1], [2]), ('a', 'b'), ('a', 1), ((1,), [2]), ([1], 2), (b'a', b'b'),
         (Seq([1]), [2]), (Seq([1]), 2), (Bare(), Bare()), (Adds(), [1]), ({}, []), ([], {}),
         (ISeq([1]), (2,))]
for a, b in cases:
    for f in (operator.concat, operator.iconcat):
        try:
            print(f.__name__, repr(f(a, b)))
        except TypeError as e:
            print(f.__name__, 'TypeError', e)
names = ['__ior__', '__iand__', '__ixor__', '__ipow__', '__ilshift__', '__irshift__', '__imatmul__', '__call__',
         '__concat__', '__iconcat__', '__not__', '__and__', '__inv__', '__index__', '__setitem__']
print([getattr(operator, n) is getattr(operator, n.strip('_') if n.strip('_') not in ('not', 'and', 'or') else n.strip('_') + '_') for n in names])
print(operator.__ior__({1}, {2}), operator.__ipow__(2, 5), operator.__call__(len, 'abc'))
print(operator.add.__name__, operator.not_.__name__, operator.ipow.__qualname__)
