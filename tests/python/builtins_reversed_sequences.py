# reversed() (Objects/enumobject.c reversed_new_impl): __reversed__, else a sequence read backwards
# through __len__ and __getitem__; anything else is "not reversible", a __getitem__ without
# __len__ has no len().
import collections
class S:
    def __init__(self, *a): self.a = a
    def __getitem__(self, i): return self.a[i]
    def __len__(self): return len(self.a)
print(list(reversed(S(1, 2, 3))), list(reversed(collections.deque([1, 2]))), list(reversed({'a': 1, 'b': 2})), list(reversed({'a': 1}.items())), list(reversed({'a': 1}.values())))
print(list(reversed(range(3))), list(reversed('ab')), list(reversed((1, 2))), list(reversed([])), list(reversed(collections.OrderedDict(a=1, b=2))))
for x in ({1, 2}, frozenset(), (i for i in []), iter([1]), 5, {'a': 1}.keys() if False else None):
    try:
        reversed(x)
    except TypeError as e:
        print(e)
class L(list): pass
print(list(reversed(L([1, 2]))))
class NoLen:
    def __getitem__(self, i):
        return i


try:
    reversed(NoLen())
except TypeError as e:
    print(e)
