# Generator expressions are lazy and single-use.
def noisy(n):
    for i in range(n):
        print('produce', i)
        yield i
squares = (x * x for x in noisy(3))
print('before consuming')
print(next(squares))
print(list(squares))
print(list(squares))
print(sum(x for x in range(10) if x % 3 == 0))
print(max(len(w) for w in ['a', 'abc', 'ab']))
print(any(x > 2 for x in [1, 2, 3]), all(x > 0 for x in []))
print(sorted((x % 3, x) for x in range(6)))
print(dict((k, len(k)) for k in ['one', 'three']))
print(list((i, j) for i in range(3) for j in range(i)))
print(''.join(c.upper() for c in 'abc'))
gen = (x for x in [1, 2])
print(type(gen).__name__)
print(tuple(x for x in 'hi'), set(x % 2 for x in range(5)))
nested = ((y for y in range(x)) for x in range(3))
print([list(g) for g in nested])
first = next((w for w in ['apple', 'berry'] if w.startswith('b')), None)
print(first)
