# range is a type: isinstance, type(), its attributes and methods, slicing, equality by the
# sequence it describes, hashing consistent with ==, O(1) membership and its error messages.
r = range(2, 20, 3)
print(isinstance(r, range), type(r) is range, type(range(3)), range.__name__, isinstance(range, type))
print(r.start, r.stop, r.step, r.index(5), r.count(5), r.count(6), r.count(5.0))
print(r[1:3], r[::-1], r[-1], range(10)[2:8:2], range(10)[::-3], range(5)[-10:10], range(0, -10, -2)[1:])
print(range(0) == range(5, 5), range(3) == range(0, 3, 1), range(1, 10, 3) == range(1, 11, 3), range(3) != range(4))
print(range(2, 3, 5) == range(2, 4, 7), range(3) == [0, 1, 2], range(3) == (0, 1, 2))
print(repr(range(5)), repr(range(1, 5)), repr(range(1, 5, 2)), str(range(-3)), range(0, 5, 1))
print(hash(range(3)) == hash(range(0, 3)), hash(range(0)) == hash(range(4, 4)), hash(range(1, 2, 5)) == hash(range(1, 3, 9)))
print({range(3): 'a'}[range(0, 3)], len({range(0), range(7, 7), range(1, 1, 2)}))
print(10**9 in range(10**10), 10**10 in range(10**10), 5 in r, 6 in r, 5.0 in r, 'x' in r, -4 in range(0, -10, -2))
print(len(range(10**10)), len(range(10, 0, -3)), bool(range(0)), bool(range(1)), list(reversed(range(3))))
print(list(range(5, 0, -2)), sorted(range(3), reverse=True), max(range(7)), sum(range(101)), list(range(-2)))
print(type(reversed(range(2))).__name__)
for bad in [lambda: r.index(6), lambda: range(3).index('a'), lambda: range(1.5), lambda: range(1, 2, 0),
            lambda: range(3)[5], lambda: range(), lambda: range(1, 2, 3, 4), lambda: range(stop=3),
            lambda: range('3'), lambda: hash([range(1)]), lambda: range(3) < range(4)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
def squares(n):
    return [i * i for i in range(n) if i % 2 == 0]
print(squares(10), [x for x in range(10)[3:6]])
