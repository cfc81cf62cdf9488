# Builtins learners reach for: str.format_map, dict | dict, sort stability with key= and
# reverse=, enumerate(start=), zip(strict=True) and the messages of their errors.
print('{a}-{b}'.format_map({'a': 1, 'b': 2}))
class Defaulting(dict):
    def __missing__(self, key):
        return key.upper()
print('{x} {y}'.format_map(Defaulting(x=1)), '{0[k]}'.format_map({}) if False else '')
try:
    '{z}'.format_map({})
except KeyError as e:
    print('KeyError', e)

a = {'a': 1, 'b': 2}
b = {'b': 3, 'c': 4}
print(a | b, b | a, a)
a |= {'z': 0}
print(a, {**a, 'q': 1})
try:
    {1: 2} | [1]
except TypeError as e:
    print(e)

rows = [(1, 'b'), (0, 'a'), (1, 'a'), (0, 'b')]
rows.sort(key=lambda t: t[0], reverse=True)
print(rows)
print(sorted(rows, key=lambda t: t[0]), sorted(rows, key=lambda t: t[1], reverse=True))
words = ['pear', 'Fig', 'apple', 'kiwi', 'date']
print(sorted(words, key=len), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
for bad in [[1, 'a', 2], [None, 1], [(1, 2), (1, 'x')], [3, 2.5, [1]]]:
    try:
        sorted(bad)
    except TypeError as e:
        print('TypeError:', e)

for i, c in enumerate('ab', start=5):
    print(i, c, end='; ')
print(list(enumerate('xy', -1)), list(enumerate([], 3)))

print(list(zip('ab', [1, 2], strict=True)))
for args in [([1, 2], [1]), ([1], [1, 2]), ([1], [1], [1, 2, 3]), ([1, 2], [1, 2], [1]), ([], [], [0])]:
    try:
        print(list(zip(*args, strict=True)))
    except ValueError as e:
        print('ValueError:', e)
