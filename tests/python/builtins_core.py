# 3.12 expected output (builtins_core.expected): 3.11 says "min() arg is an empty sequence".
# The common builtins.
import sys
print('a', 'b', sep='|', end='!\n')
print('no newline', end='')
print()
print('flushed', flush=True)
print('to stderr', file=sys.stderr)
print(len([1, 2]), len('héé'), len({}), len(range(5)))
print(list(enumerate('ab')), list(enumerate('ab', start=1)), list(zip('ab', [1, 2, 3])), list(zip()))
print(list(map(str.upper, ['a', 'b'])), list(map(lambda a, b: a * b, [1, 2], [3, 4])), list(filter(None, [0, 1, '', 'x'])))
print(list(filter(lambda x: x > 1, [1, 2, 3])), sorted([3, 1, 2]), sorted(['b', 'A'], key=str.lower), sorted([1, 3, 2], reverse=True))
print(list(reversed([1, 2, 3])), list(reversed('abc')), list(reversed(range(3))))
print(sum([1, 2, 3]), sum([0.1] * 3), sum([[1], [2]], []), sum(range(5), 10), sum([]))
print(min(3, 1, 2), max([1, 5, 3]), min('abc'), max([], default='empty'), min([3, 1], key=lambda x: -x), max({'a': 2, 'b': 1}, key=lambda k: k))
print(abs(-5), abs(-5.5), divmod(7, 2), pow(3, 2), round(3.7), round(-0.5))
print(isinstance(1, int), isinstance(True, int), isinstance(1, (str, float)), isinstance('s', str), issubclass(bool, int))
print(type(1), type('s'), type([]), type(None), type(type), type(1.5).__name__)
print(bool(0), bool(''), bool([0]), int('5'), float('2.5'), str(5), list('ab'), tuple([1]), set([1, 1]), dict(a=1))
print(hex(255), oct(8), bin(5), hex(-1), bin(0), chr(97), ord('a'))
print(any([0, 0, 1]), any([]), all([1, 1]), all([1, 0]), all([]))
it = iter([1, 2])
print(next(it), next(it), next(it, 'done'))
print(repr('x'), repr([1, 'x']), str(b'x'), ascii('ü'))
print(format(0.5, '.1%'), format(42, 'x'), id(it) == id(it), hash(1) == hash(1.0))
print(callable(print), getattr('abc', 'upper')(), hasattr([], 'append'), hasattr([], 'nope'))
print(sorted(set(dir([])) & {'append', 'pop', '__len__'}))
print(vars(type('X', (), {})) is not None if False else 'skip', divmod(-7, 2), divmod(7.5, 2))
print(int(), float(), str(), list(), tuple(), dict(), bool(), set())
print(object().__class__.__name__, issubclass(int, object), isinstance(int, type), type(3) is int)
print(slice(1, 2), range(3), reversed is not None, len(max(['a', 'bbb', 'cc'], key=len)))
print(list(zip(*[(1, 'a'), (2, 'b')])))
for bad in [lambda: len(5), lambda: len(), lambda: abs('a'), lambda: min([]), lambda: max(), lambda: sum(['a', 'b']),
            lambda: sum(['a'], ''), lambda: next(5), lambda: iter(5), lambda: chr('a'), lambda: ord(''), lambda: hex(1.5),
            lambda: sorted(5), lambda: zip(5), lambda: enumerate(5), lambda: isinstance(1, 5), lambda: getattr(1, 'x'),
            lambda: divmod(1, 0), lambda: int(None), lambda: float([]), lambda: round('a'), lambda: list(map(len, [1])),
            lambda: print(sep=5), lambda: print(foo=1), lambda: issubclass(1, int), lambda: setattr(1, 'x', 2)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__ + ':', e)
