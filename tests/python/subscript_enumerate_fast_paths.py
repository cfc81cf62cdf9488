# `seq[i]` of exact lists and tuples by an int, and enumerate's pairs (refilled when nothing
# else holds them, as CPython's enum_next does), next to what must not change: negative and
# out-of-range indices, bools, big ints, subclasses, objects with __index__, and pairs kept.


class MyList(list):
    def __getitem__(self, i):
        return ("mine", i)


class Idx:
    def __index__(self):
        return 1


xs = [10, 20, 30]
t = (1, 2, 3)
print(xs[0], xs[2], xs[-1], xs[-3], t[1], t[-1], xs[True], xs[Idx()], t[False])
print(MyList([1, 2])[0], xs[0:2], t[::2])
for thunk in [
    lambda: xs[3],
    lambda: xs[-4],
    lambda: t[3],
    lambda: xs[2**70],
    lambda: xs[-(2**70)],
    lambda: xs["a"],
    lambda: t[1.0],
    lambda: xs[None],
]:
    try:
        print(thunk())
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)

# enumerate's pairs: a kept pair is never changed afterwards.
pairs = list(enumerate("abc"))
print(pairs, len({id(p) for p in pairs}))
kept = []
for p in enumerate([5, 6, 7], start=10):
    kept.append(p)
print(kept)
seen = []
for i, x in enumerate(["x", "y", "z"]):
    seen.append((i, x))
print(seen)
e = enumerate([1, 2])
a = next(e)
b = next(e)
print(a, b, a is b)
print(dict(enumerate("hi")), sorted(enumerate([3, 1, 2]), key=lambda p: p[1]))
it = enumerate(range(3))
first = next(it)
del first
print(next(it), list(it))


def total(values, weights):
    acc = 0.0
    for i, v in enumerate(values):
        acc += v * weights[i * 2 % len(weights)]
    return acc


print(total([0.5, 1.5, 2.5], (1.0, 2.0, 3.0, 4.0)))
