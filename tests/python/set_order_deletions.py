# Set iteration order after operations that delete (CPython's table keeps a dummy in a deleted
# key's slot until the next resize, and a later addition may take it), copy (set_merge sizes the
# table for all the elements at once, or copies the table as it is) or pop (a search finger
# remembers where the last pop stopped). Ints only: str hashes are randomized per process.
s = {3, 1, 2}
print(s ^ {1, 9}, {1, 9} ^ s, s.symmetric_difference([9, 1, 1]))
t = {3, 1, 2}
t ^= {1, 9}
print(t)
u = set()
for x in (0, 8, 16):
    u.add(x)
u.discard(0)
u.discard(8)
u.add(24)
u.add(1)
print(u)
a = {26, 2305843009213693951, 8, 128, 22, 129, 19}
print(a, list(a.copy()), set(a))
for x in {26, 2305843009213693951, 8, 128, 22, 129, 19}:
    print(x, end=' ')
print([x for x in {26, 2305843009213693951, 8, 128, 22, 129, 19}])
b = set(range(40))
b -= set(range(0, 40, 3))
b.update([64, 65, 100, 128])
print(b)
c = set(range(20))
c.difference_update(range(5, 18))
c |= {37, 53, 69}
print(c)
d = {5, 13, 21, 29, 37}
print(d.pop(), d.pop(), d)
d &= {21, 29, 37, 45}
d.add(45)
print(d.pop(), d)
e = set(dict.fromkeys([17, 1, 33, 49, 2]))
e.discard(33)
e.add(65)
print(e, e - {1}, e & {2, 65, 17}, e.union([81], {97}), e.intersection([65, 2, 113]))
f = frozenset({8, 16, 24, 0})
print(f ^ {0, 32}, f - {8}, set(f) | {40})
