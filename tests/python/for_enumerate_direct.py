# `for target in enumerate(seq)` over a list or tuple runs without the enumerate object: the
# list is read at each step (items appended or removed meanwhile), the pair is assigned to any
# targets in order, break/else/return behave as always, other iterables and a shadowed
# enumerate take the generic path, and errors point at the same places.
xs = [1, 2, 3]
for i, x in enumerate(xs):
    if i == 0:
        xs.append(4)
    print(i, x)
for t in enumerate(("a", "b")):
    print(t, type(t).__name__)
for [i, x] in enumerate(["p", "q"]):
    print(i, x)


class C:
    pass


c = C()
d = {}
for c.attr, d["k"] in enumerate([10, 20]):
    print(c.attr, d["k"])
for i, x in enumerate([]):
    print("never")
else:
    print("else ran")
for i, x in enumerate([5, 6, 7]):
    if x == 6:
        break
else:
    print("no")
print(i, x)


def first_even_index(values):
    for i, x in enumerate(values):
        if x % 2 == 0:
            return i
    return -1


print(first_even_index((1, 3, 4)), first_even_index([1]))
for i, x in enumerate("ab"):
    print(i, x)
for i, x in enumerate(range(2)):
    print(i, x)
for a, b in enumerate([1, 2], 5):
    print(a, b)
for *a, b in enumerate([3]):
    print(a, b)
ys = [1, 2, 3, 4]
for i, y in enumerate(ys):
    ys.pop()
    print(i, y)
try:
    for a, b, c in enumerate([1]):
        pass
except ValueError as e:
    print("ValueError", e)
try:
    for a, b in enumerate(5):
        pass
except TypeError as e:
    print("TypeError", e)


def enumerate(x):
    return [(9, 9)]


for i, x in enumerate([1, 2]):
    print("shadowed", i, x)
del enumerate


def counter_of(values):
    total = 0
    for i, v in enumerate(values):
        i += 1000
        total += i * v
    return total


print(counter_of([1, 2, 3]))


def broken(v):
    for i, x in enumerate(v):
        pass


broken(None)
