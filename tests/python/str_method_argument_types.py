# str methods name a wrong argument's type as CPython does, each in its own wording.
calls = [lambda: 'abc'.split(1), lambda: 'abc'.rsplit(b'a'), lambda: 'abc'.count(1), lambda: 'abc'.find(None),
         lambda: 'abc'.rfind(1.5), lambda: 'abc'.index([]), lambda: 'abc'.rindex(1), lambda: 'abc'.startswith(['a']),
         lambda: 'abc'.endswith(3), lambda: 'abc'.startswith(('b', 1)), lambda: 'abc'.startswith(('a', 1)),
         lambda: 'abc'.endswith(('x', None)), lambda: 'abc'.replace(1, 2), lambda: 'abc'.replace('a', 2),
         lambda: 'abc'.strip(1), lambda: 'abc'.lstrip(b'a'), lambda: 'abc'.rstrip([]), lambda: 'abc'.strip(None),
         lambda: 'abc'.removeprefix(1), lambda: 'abc'.removesuffix(None), lambda: 'abc'.partition(1),
         lambda: 'abc'.rpartition(None), lambda: 'abc'.endswith('c', 'x'), lambda: 'hello'.find('l', 1.0),
         lambda: 'hello'.count('l', None, 'x'), lambda: 'hello'.find('l', None, 4), lambda: [1].index(1, 'a'),
         lambda: [1].index(1, None), lambda: (1,).index(1, 0, 1.5), lambda: [1, 2].index(2, True),
         lambda: '{}'.format_map([]), lambda: '{x}'.format_map({}), lambda: 'abc'.split(',', 1.0)]
for call in calls:
    try:
        print(repr(call()))
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__ + ':', e)
