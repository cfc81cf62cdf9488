# Methods of the built-in types that CPython declares METH_NOARGS or METH_O refuse other
# argument counts and any keyword argument, before they run.
calls = [
    lambda: 'abc'.title(1), lambda: 'abc'.upper(x=1), lambda: 'abc'.isdigit(1), lambda: 'abc'.lower(1, 2),
    lambda: 'abc'.casefold(None), lambda: 'a'.join(), lambda: 'a'.join(['b'], ['c']), lambda: 'a'.partition(),
    lambda: 'abc'.partition(''), lambda: 'abc'.rpartition(''), lambda: 'a'.zfill(5, 1), lambda: 'a'.removeprefix(prefix='a'),
    lambda: 'a'.format_map({}, {}), lambda: 'a'.__format__(), lambda: 'a'.translate({}, 1),
    lambda: [].clear(1), lambda: [].copy(1), lambda: [1].reverse(1), lambda: [].append(1, 2), lambda: [].append(x=1),
    lambda: [].extend(), lambda: [1].count(1, 2), lambda: [1].remove(), lambda: [1].__getitem__(0, 1),
    lambda: [1].__reversed__(1), lambda: [3, 1].sort(reverse='x'), lambda: [3, 1].sort(reverse=1.5),
    lambda: {}.keys(1), lambda: {}.items(1), lambda: {}.values(1), lambda: {}.copy(1), lambda: {}.clear(1),
    lambda: {1: 2}.popitem(1), lambda: {}.__contains__(1, 2), lambda: {1: 2}.__getitem__(),
    lambda: set().clear(1), lambda: set().add(1, 2), lambda: set().pop(1), lambda: set().copy(x=1),
    lambda: {1}.discard(), lambda: {1}.remove(1, 2), lambda: {1}.issubset([1], [2]), lambda: {1}.__contains__(),
    lambda: frozenset().copy(1), lambda: frozenset({1}).isdisjoint(), lambda: (1,).count(), lambda: (1,).count(1, 2),
    lambda: (5).bit_length(1), lambda: (1.5).is_integer(1), lambda: (1.5).as_integer_ratio(1), lambda: (1).conjugate(1),
    lambda: True.bit_count(1), lambda: (5).as_integer_ratio(x=1), lambda: (1.5).hex(1), lambda: (2.5).__trunc__(1),
    lambda: (2.5).__floor__(1), lambda: (2.5).__ceil__(x=0), lambda: (1).__format__(), lambda: (1.0).__format__('', ''),
    lambda: (1j).conjugate(1), lambda: b'a'.upper(1), lambda: b'a'.isalpha(x=1), lambda: b'a'.join(), lambda: b'a'.zfill(),
]
for call in calls:
    try:
        print(repr(call()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)
# The right counts still work, unbound too.
s = {3}
print('Abc'.swapcase(), str.upper('a'), list.copy([1]), dict.keys({1: 2}), s.pop(), [1, 2].__getitem__(1), (6).bit_length())
l = [3, 1, 2]
l.sort(reverse=True)
print(l, sorted(l, reverse=0), 'ab'.partition('b'), {1: 2}.popitem(), (7.0).is_integer(), b'ab'.upper())
