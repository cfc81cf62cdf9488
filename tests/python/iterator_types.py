# 3.12 expected output (iterator_types.expected): iter() of an all-ASCII str is a
# str_ascii_iterator since 3.12 (3.11: str_iterator).
# The built-in iterator types: each iterator has its CPython 3.12 type (type(map(f, xs)) is
# map, iter([]) a list_iterator, iter('abc') a str_ascii_iterator since 3.12), repr
# `<NAME object at 0x...>`, and the types cannot be instantiated directly. map, zip, filter,
# enumerate and reversed are the types themselves.
import collections.abc


def ident(x):
    return x


def shown(o):
    r = repr(o)
    return r[:r.index(' at 0x')] + '>' if ' at 0x' in r else r


samples = [map(ident, [1]), zip([1], [2]), filter(None, [1]), enumerate([1]), reversed([1]), reversed((1,)),
           reversed('ab'), reversed(range(3)), reversed({1: 2}), reversed({1: 2}.values()), reversed({1: 2}.items()),
           iter([]), iter(()), iter(range(3)), iter('abc'), iter('é'), iter(b'ab'), iter({}), iter({}.keys()),
           iter({}.values()), iter({}.items()), iter({1}), iter(frozenset()), iter(ident, 1), (x for x in [])]
for o in samples:
    print(type(o).__name__, shown(o), isinstance(o, collections.abc.Iterator), iter(o) is o)

print(isinstance(map(ident, []), map), isinstance(zip(), zip), isinstance(iter([]), map))
print(map.__name__, type(map).__name__, zip, filter, enumerate, reversed, map.__mro__)
for t in (type(iter([])), type(iter(range(2))), type(iter('a')), type(iter({})), type(iter({1}))):
    try:
        t()
    except TypeError as e:
        print(e)

# They still iterate as before.
print(list(map(lambda a, b: a + b, [1, 2], [3, 4])), list(zip('ab', 'cd')), list(enumerate('ab', 1)))
print(list(filter(None, [0, 1, 2])), list(reversed([1, 2, 3])), list(reversed('abc')))
print(list(reversed({1: 2, 3: 4})), list(reversed({1: 2, 3: 4}.items())))
stack = [1, 2, 3, 4]
print(list(iter(stack.pop, 2)), stack)
it = iter([1, 2])
print(next(it), next(it), next(it, 'end'))
once = iter([1, 2, 3])
print(list(once), list(once))
print(sum(1 for _ in iter('hello')), sorted(iter({3, 1, 2})), dict(zip('ab', range(2))))
a, b = iter([1, 2])
print(a, b, 2 in iter([1, 2, 3]), 5 in map(ident, [1, 2]))
try:
    iter(5, None)
except TypeError as e:
    print(e)
