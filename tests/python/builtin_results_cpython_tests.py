# Results CPython 3.12's own regression tests check and tfplay got wrong: list *= n in place
# (list_tests.test_imul), exhausted iterators stay exhausted (list_tests.test_exhausted_iterator,
# test_iter.test_sinkstate_list / test_sinkstate_sequence), {**m} with any mapping
# (test_unpack_ex), f(**{1: 3}, **{1: 5}) (test_unpack_ex), dict |= pairs and D.fromkeys
# (test_dict.test_merge_operator, test_fromkeys), defaultdict | dict (test_defaultdict.test_union),
# match against collections.abc.Sequence subclasses and registered classes (test_patma_184..186,
# TestInheritance), format(float, '.N') (test_float.test_issue5864), 'z' (test_format), list
# index messages (list_tests.test_setitem).
import collections
import collections.abc

u = [1, 2]
v = u
u *= 2
print(u is v, v)
class K:
    attr = [0]
k = K()
k.attr *= 3
print(k.attr)
u *= 0
print(u is v, v)

a = [1, 2, 3]
it = iter(a)
for x in it:
    pass
a.append(9)
print(list(it))
r = reversed(a)
print(list(r))
a.append(10)
print(list(r))


class Seq:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        if 0 <= i < self.n:
            return i
        raise IndexError


s = Seq(3)
b = iter(s)
print(list(b))
s.n = 5
print(list(b))


class M(collections.abc.Mapping):
    def __init__(self):
        self.d = {'a': 1}

    def __iter__(self):
        return iter(self.d)

    def __getitem__(self, k):
        return self.d[k]

    def __len__(self):
        return len(self.d)


class Keys:
    def keys(self):
        return ['a', 'b']

    def __getitem__(self, k):
        return k * 2


class D2(dict):
    def keys(self):
        return ['z']


def f(**kw):
    return kw


print({**M()}, {**Keys()}, {**D2(a=1)}, {'x': 0, **M(), 'y': 1})
print(f(**M()), f(**Keys()), f(**D2(a=1)))
for call in (lambda: f(**{1: 3}, **{1: 5}), lambda: f(**{1: 3}), lambda: f(**{'a': 1}, **{'a': 2}),
             lambda: f(**3), lambda: {**3}):
    try:
        call()
    except TypeError as e:
        print(e)

c = {1: 'a'}
c |= [(2, 'b'), (3, 'c')]
print(c)
c |= {4: 'd'}.items()
print(c)
try:
    c |= 5
except TypeError as e:
    print(e)


class D(dict):
    pass


print(type(D.fromkeys('ab')).__name__, D.fromkeys('ab', 0), dict.fromkeys('xy'), type({}.fromkeys('a')).__name__)
dd = collections.defaultdict(list, {'a': [1]})
for r in (dd | {'b': 2}, {'b': 2} | dd):
    print(type(r).__name__, r.default_factory, sorted(r.items()))


class SeqABC(collections.abc.Sequence):
    __getitem__ = None

    def __len__(self):
        return 0


match SeqABC():
    case []:
        print("empty sequence")


class Parent:
    pass


class ChildPre(Parent):
    pass


collections.abc.Sequence.register(Parent)


class ChildPost(Parent):
    pass


class MapABC(collections.abc.Mapping):
    def __getitem__(self, k):
        return 1

    def __iter__(self):
        return iter(['k'])

    def __len__(self):
        return 1


for subject in (Parent(), ChildPre(), ChildPost(), MapABC(), 'text'):
    match subject:
        case [*_]:
            print(type(subject).__name__, "seq")
        case {}:
            print(type(subject).__name__, "map")
        case _:
            print(type(subject).__name__, "other")

for value, spec in [(1234.56, '.4'), (1234.56, '.5'), (1234.56, '.6'), (12345.6, '.4'), (123.456, '.4'),
                    (0.0, '.1'), (1e20, '.3'), (100.0, '.3'), (1.5, '.1'), (0.5, '.0'), (12.0, '#.4'),
                    (1234.56, ',.4'), (1234567.0, ',.10'), (2.5, '10.2'), (-2.5, '+010.3'),
                    (-0.001, 'z.2g'), (-0.0001, 'z.1f'), (-0.001, 'z.3e'), (-0.0, 'z.3'), (-1e-300, 'z.3'),
                    (-0.004, 'z.1%'), (float('-inf'), 'z.2f')]:
    print(spec, format(value, spec), f"{value:{spec}}")

a = [1]
for op in (lambda: a.__setitem__('x', 1), lambda: a.__delitem__('x'), lambda: a.__getitem__('x')):
    try:
        op()
    except TypeError as e:
        print(e)
