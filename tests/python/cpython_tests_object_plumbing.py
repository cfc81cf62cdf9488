# Behaviour CPython 3.12's regression tests check (test_string.TestTemplate, test_copy
# .test_copy_tuple_subclass, test_property *doc_writable, test_super's nonlocal __class__,
# test_funcattrs, test_decorators, test_dict.test_views_mapping, test_bool, test_complex,
# test_float.test_nan_signs / RoundTestCase, test_list.test_keywords_in_subclass,
# seq_tests.test_index, test_slice.test_indices).
import copy
import math
import string
import sys


class T2(string.Template):
    idpattern = r'[a-z]+_[a-z]+'


print(T2('$foo_bar $x').safe_substitute(foo_bar='ok', x='no'))


class Percent(string.Template):
    delimiter = '%'
    pattern = r'''
    \%(?:
      (?P<escaped>\%) |
      (?P<named>[_a-z][_a-z0-9]*) |
      \{(?P<braced>[_a-z][_a-z0-9]*)\} |
      (?P<invalid>)
    )'''


print(Percent('%who %{what} %%').substitute(who='tim', what='ham'), T2.pattern.pattern.count('[a-z]+_[a-z]+'))
print(string.Template('$who likes ${what}').get_identifiers(), string.Template('$').is_valid())


class C(tuple):
    pass


x = C([1, 2, [3]])
y, z = copy.copy(x), copy.deepcopy(x)
print(type(y).__name__, tuple(y), type(z).__name__, tuple(z), z[2] is x[2], y[2] is x[2])


class FS(frozenset):
    pass


print(type(copy.copy(FS([1]))).__name__, sorted(copy.deepcopy(FS([1, 2]))))


class P:
    @property
    def spam(self):
        "Eggs"


print(P.spam.__doc__)
P.spam.__doc__ = 'Spam'
print(P.spam.__doc__)


class A:
    def f(self):
        nonlocal __class__
        return __class__

    @classmethod
    def m(cls):
        "doc of m"

    @staticmethod
    def s():
        pass


print(A().f().__name__)
for w in (A.__dict__['m'], A.__dict__['s'], staticmethod(len)):
    print(w.__module__, w.__name__, w.__qualname__, w.__doc__ if w.__doc__ is None else w.__doc__[:12])
print(len.__qualname__, [].append.__qualname__, str.join.__qualname__)


def outer():
    global g

    def g():
        def h():
            pass
        return h


outer()
print(g.__qualname__, g().__qualname__)


def f():
    pass


d = {'known_attr': 7}
f.__dict__ = d
f.x = 1
print(f.__dict__ is d, f.known_attr, d)

d = {'a': 1}
print(d.keys().mapping, d.values().mapping == d, d.items().mapping['a'], type(d.keys().mapping).__name__)

print(bool.__new__(bool), bool.__new__(bool, 1), bool.__new__(bool, []))
print(repr(bool.from_bytes(b'\x00' * 8, 'big')), repr(bool.from_bytes(b'abcd', 'little')), int.from_bytes(b'\x01\x00', 'big'))

z = complex(2**53 + 1, 0)
print(complex.__eq__(z, 2**53 + 1), z == 2**53 + 1, complex(2**53, 0) == 2**53, complex.__lt__(1j, 2j))
for args in ((1 + 1j, 1 + 1j, 1 + 1j), (2, 1j, 3), (1.5, 1j, 2), (1j, 1.5, 2)):
    try:
        pow(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(math.copysign(1.0, float('-nan')), math.copysign(1.0, -float('nan')), math.copysign(1.0, float('nan')))


class L(list):
    def __new__(cls, seq, newarg=None):
        self = super().__new__(cls, seq)
        self.newarg = newarg
        return self


class TT(tuple):
    def __new__(cls, seq, newarg=None):
        self = super().__new__(cls, seq)
        self.newarg = newarg
        return self


u, t = L([1, 2], newarg=3), TT([1, 2], newarg=3)
print(u, u.newarg, t, t.newarg)
try:
    list([1], x=1)
except TypeError as e:
    print(e)

print([-2, -1, 0, 0, 1, 2].index(0, -4 * sys.maxsize, 4 * sys.maxsize), (1, 2, 0).index(0, -10**30, 10**30))
print('abcabc'.find('c', -10**30, 10**30))
print(round(123.456, -400), round(123.456, -2**100), round(1.5, 2**100), round(12345, -30))
try:
    round(1.6e308, -308)
except OverflowError as e:
    print("OverflowError", e)
print(slice(None, None, 2**100).indices(10), slice(None, None, -2**100).indices(10), slice(-2**100, 2**100).indices(5))


class G(float):
    pass


class By(bytes):
    pass


print(type(G.fromhex('0x1p0')).__name__, type(By.fromhex('ff')).__name__, float.fromhex('0x1.8p1'))
for stmt in ('name', 'qualname'):
    try:
        delattr(f, '__' + stmt + '__')
    except TypeError as e:
        print("TypeError", e)
