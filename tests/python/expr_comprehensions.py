# List, set and dict comprehensions: nested, with conditions, scoping.
print([x * x for x in range(6)])
print([x for x in range(20) if x % 2 if x % 3])
print([(x, y) for x in range(3) for y in range(x)])
print([[i * j for j in range(3)] for i in range(3)])
print({x % 3 for x in range(10)})
print({k: v for k, v in zip('abc', range(3))})
print({v: k for k, v in {'a': 1, 'b': 2}.items()})
print([c for word in ['hi', 'yo'] for c in word])
print(['even' if n % 2 == 0 else 'odd' for n in range(4)])
matrix = [[1, 2, 3], [4, 5, 6]]
print([[row[i] for row in matrix] for i in range(3)])
print([sum(row) for row in matrix], [x for row in matrix for x in row if x > 2])
x = 'outer'
print([x for x in 'ab'], x)
n = 10
print([n + i for i in range(3)])
class C:
    factor = 3
    values = [i * 2 for i in range(3)]
print(C.values)
print([y for y in range(5) if (z := y * 2) > 4], z)
print([(lambda v: v * 2)(i) for i in range(3)])
words = ['apple', 'Banana', 'cherry']
print(sorted(w.lower() for w in words), {w[0].lower(): len(w) for w in words})
try:
    [undefined_thing for _ in range(1)]
except NameError as e:
    print('NameError:', e)
try:
    [1 / x for x in [1, 0]]
except ZeroDivisionError as e:
    print('ZeroDivisionError:', e)
