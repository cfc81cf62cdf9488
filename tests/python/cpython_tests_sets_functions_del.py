# Sets, functions, classes and del as CPython 3.12's regression tests check them:
# a set is looked up in a set of frozensets as a frozenset (test_set.test_contains/test_remove/
# test_discard), a set's cyclic repr names its type (test_set.test_cyclical_repr), copies of a set
# subclass keep their items and state (set.__reduce__), functions and builtins have __call__
# (test_grammar.test_classdef), classes have __base__, and del takes nested target lists
# (test_grammar.test_del_stmt), an exact frozenset is its own copy.
import copy
import statistics

print({1, 2} in {frozenset({1, 2})}, {3} in {frozenset({1, 2})}, set() in {frozenset()})
s = {frozenset({1}), frozenset({2})}
s.remove({1})
s.discard({2})
s.discard({3})
print(s)
try:
    s.remove({4})
except KeyError as e:
    print('KeyError', e)
try:
    [] in {1}
except TypeError as e:
    print('TypeError', e)


class Wrapper:
    def __repr__(self):
        return repr(self.value)


w = Wrapper()
w.value = {w}
print(repr(w.value))


class SS(set):
    pass


w2 = Wrapper()
w2.value = SS([w2])
print(repr(w2.value))

ss = SS([1, 2])
ss.tag = ['t']
c, d = copy.copy(ss), copy.deepcopy(ss)
print(c, d, type(d).__name__, c.tag is ss.tag, d.tag == ss.tag, d.tag is ss.tag)
print(set([3, 1]).__reduce__(), SS([5]).__reduce__())


class Init(set):
    def __init__(self, items=(), extra=0):
        super().__init__(items)
        self.extra = extra


i = Init([1], extra=5)
print(copy.copy(i), copy.copy(i).extra, copy.deepcopy(i).extra)

print((lambda: 7).__call__(), (lambda x, *, k=1: (x, k)).__call__(2, k=3))


def deco(c):
    return c


@[deco][0].__call__
class X:
    pass


print(X.__name__)


class K:
    def m(self, x):
        return x * 2


print(K().m.__call__(4), len.__call__('abc'), callable(print.__call__))

print(int.__base__, bool.__base__, object.__base__, statistics.StatisticsError.__base__, type.__base__)


class A:
    pass


class B(A, int):
    pass


class C(KeyError, IndexError):
    pass


print(B.__base__, C.__base__, type('T', (), {}).__base__)


def nested_del():
    a, b, c, d, e, f, g = 'abcdefg'
    del a, (b, c), (d, (e, f))
    return sorted(locals())


print(nested_del())
x = {'k': 1, 'j': 2}
o = A()
o.p = 1
a, b = 1, 2
del [a, (x['k'], o.p)], [b]
print(x, vars(o), 'a' in globals(), 'b' in globals())
try:
    del (a,)
except NameError as e:
    print(e)

# frozenset(f) and f.copy() of an exact frozenset are f (test_set.TestFrozenSet.test_copy,
# test_constructor_identity); a subclass's copy is a new plain frozenset.
f = frozenset([1, 2])


class FS(frozenset):
    pass


g = FS([1])
print(frozenset(f) is f, f.copy() is f, g.copy() is g, type(g.copy()).__name__, frozenset(g) is g)
