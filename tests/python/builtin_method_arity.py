# Builtin methods called with too few or too many arguments raise CPython's TypeErrors (they
# stopped the engine with an InternalError).
cases = [
    lambda: set().issubset(), lambda: set().issubset(1, 2), lambda: frozenset().issuperset(),
    lambda: set().isdisjoint(), lambda: {1}.symmetric_difference(), lambda: 'abc'.startswith(),
    lambda: 'abc'.endswith('a', 0, 1, 2), lambda: 'abc'.find(), lambda: 'abc'.rindex(), lambda: 'abc'.count(),
    lambda: {}.setdefault(), lambda: {}.setdefault(1, 2, 3), lambda: dict.fromkeys(), lambda: dict.fromkeys(1, 2, 3),
    lambda: 'a'.zfill(), lambda: (1,).index(), lambda: (1,).count(), lambda: [1].index(), lambda: [1].count(),
    lambda: [1].index(1, 0, 1, 2),
]
for c in cases:
    try:
        c()
        print("ok")
    except TypeError as e:
        print(e)
print({1, 2}.issubset([1, 2, 3]), 'abc'.startswith('a', 0, 2), [3, 4].index(4), dict.fromkeys('ab', 0))
