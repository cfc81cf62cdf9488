# list, tuple, dict (insertion-ordered), set, frozenset, range methods and behaviour.
lst = [3, 1, 2]
lst.append(4); lst.extend([5, 6]); lst.insert(0, 0); lst.insert(-1, 'x'); lst.insert(100, 'end')
print(lst, lst.pop(), lst.pop(0), lst.pop(1), lst)
lst.remove('x')
print(lst, lst.index(2), lst.count(1), len(lst))
lst.sort(); print(lst)
lst.sort(reverse=True); print(lst)
lst.reverse(); print(lst)
words = ['banana', 'Apple', 'cherry', 'date']
words.sort(key=str.lower); print(words)
words.sort(key=len, reverse=True); print(words)
print(sorted([(2, 'b'), (1, 'z'), (2, 'a')]), sorted('hello', reverse=True))
c = lst.copy(); c.clear(); print(c, lst)
print([1, 2] * 2, [[0] * 2] * 2, list('abc'), list(range(3)), list({'a': 1}), list((1, 2)))
t = (1, 2, 2, 3)
print(t.count(2), t.index(3), len(t), t[1:], (1,), (), tuple([1, 2]), 1, 2)
d = {'b': 2, 'a': 1}
d['c'] = 3
print(d, list(d), list(d.keys()), list(d.values()), list(d.items()))
print(d.get('a'), d.get('z'), d.get('z', 0), d.setdefault('e', 5), d.setdefault('a', 100), d.pop('b'), d.pop('zz', None))
print(d, 'a' in d, 'b' in d, len(d))
d.update({'f': 6}, g=7); d.update([('h', 8)]); print(d)
print(d.popitem(), d, dict.fromkeys('ab', 0), dict(a=1, b=2), dict([('x', 1)]), dict(zip('ab', [1, 2])))
del d['a']; d['a'] = 'readded'; print(d)
print(d.keys(), d.values(), d.items())
print({1: 'a', True: 'b', 1.0: 'c'}, {(1, 2): 'tuple key'}, {None: 0})
for k, v in {'x': 1, 'y': 2}.items():
    print(k, v, end='; ')
print()
s = {3, 1, 2}
s.add(4); s.add(1); s.discard(10); s.remove(3)
print(s, len(s), 2 in s, sorted(s))
a, b = {1, 2, 3}, {2, 3, 4}
print(a | b, a & b, a - b, a ^ b, a <= b, {1} < a, a.union(b), a.intersection(b), a.difference(b), a.symmetric_difference(b))
print(a.issubset({1, 2, 3, 4}), a.issuperset({1}), a.isdisjoint({9}), set(), frozenset([1, 2]), set('aab') == {'a', 'b'})
fs = frozenset([3, 1])
print(fs | {5}, fs & {1}, len(fs), 1 in fs)
r = range(2, 20, 3)
print(r, list(r), len(r), r[2], r[-1], 8 in r, 9 in r, r.index(11), r.count(5), range(5) == range(0, 5), list(range(5, 0, -2)))
print(range(0), list(range(0)), bool(range(0)), range(1, 10)[::2], reversed(range(3)).__class__.__name__)
print([] == [], [1, [2]] == [1, [2]], (1, 2) < (1, 2, 0), [3] > [2, 9], {'a': 1} == {'a': 1.0})
nested = [[1, 2], [3]]
shallow = nested.copy(); shallow[0].append(99); print(nested)
for bad in [lambda: [].pop(), lambda: [1].pop(5), lambda: [1].remove(2), lambda: [1].index(2), lambda: {}['k'],
            lambda: {}.pop('k'), lambda: {}.popitem(), lambda: set().pop(), lambda: {1}.remove(2), lambda: (1,).index(5),
            lambda: {[1]: 2}, lambda: frozenset().add(1), lambda: range(1, 2, 0), lambda: dict([(1, 2, 3)]),
            lambda: [1, 2].sort(key=lambda x: 'a' if x == 1 else 0), lambda: sorted([1, 'a']), lambda: list(5),
            lambda: r.index(4)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__ + ':', e)
print({1: 2}.__len__(), [].__class__, {}.__class__.__name__)
