# list.sort() and sorted() make CPython's exact sequence of `<` comparisons (timsort: count_run,
# binary insertion up to minrun, powersort merge order, galloping with an adaptive min_gallop;
# Objects/listsort.txt). Every comparison is logged: small sorts print the whole log, larger
# ones its length and a digest, with the result's order of equal keys (stability).
import random


class Key:
    """A key whose __lt__ records (self.tag, other.tag)."""

    def __init__(self, value, tag, log):
        self.value = value
        self.tag = tag
        self.log = log

    def __lt__(self, other):
        self.log.append((self.tag, other.tag))
        return self.value < other.value

    def __repr__(self):
        return f"{self.value}:{self.tag}"


def digest(log):
    h = 0
    for a, b in log:
        h = (h * 1000003 + a * 1009 + b) % 2305843009213693951
    return h


def patterns(n):
    random.seed(n)
    yield "random", [random.randrange(n * 4 + 1) for _ in range(n)]
    yield "sorted", list(range(n))
    yield "reversed", list(range(n, 0, -1))
    yield "sawtooth", [i % 13 for i in range(n)]
    yield "equal keys", [random.randrange(4) for _ in range(n)]
    yield "all equal", [7] * n
    runs = sorted(random.randrange(1000) for _ in range(n))
    for _ in range(3 if n else 0):
        i, j = random.randrange(n), random.randrange(n)
        runs[i], runs[j] = runs[j], runs[i]
    yield "few swaps", runs
    yield "descending pairs", [(n - i) // 2 for i in range(n)]
    yield "organ pipe", list(range(n // 2)) + list(range(n - n // 2, 0, -1))
    yield "ascending blocks", [i % 40 + (i // 40) * 3 for i in range(n)]
    yield "random floats", [random.random() for _ in range(n)]


def run(n, full):
    for name, values in patterns(n):
        for reverse in (False, True):
            log = []
            keys = [Key(v, i, log) for i, v in enumerate(values)]
            keys.sort(reverse=reverse)
            assert [k.value for k in keys] == sorted(values, reverse=reverse)
            order = [k.tag for k in keys]
            label = f"n={n} {name}{' reverse' if reverse else ''}:"
            if full:
                print(label, len(log), log)
                print("  order", order)
            else:
                print(label, len(log), digest(log), digest(enumerate(order)))


for n in (0, 1, 2, 3, 10):
    run(n, True)
run(64, True)
run(65, True)
for n in (200, 1000):
    run(n, False)

# sorted() with a key function: the keys are computed once each, in order, then compared.
calls = []


def tagged_key(x):
    calls.append(x)
    return Key(x % 17, x, log2)


log2 = []
random.seed(99)
data = [random.randrange(500) for _ in range(300)]
result = sorted(data, key=tagged_key)
print(calls == data, len(log2), digest(log2), result[:10])
log2.clear()
result = sorted(data, key=tagged_key, reverse=True)
print(len(log2), digest(log2), result[:10])

# Tuples of keys compare item by item (== first, then < on the first difference).
events = []


class Part:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        events.append(("eq", self.v, other.v))
        return self.v == other.v

    def __lt__(self, other):
        events.append(("lt", self.v, other.v))
        return self.v < other.v

    __hash__ = None


pairs = [(Part(i % 3), Part(i % 5), i) for i in range(12)]
pairs.sort()
print([p[2] for p in pairs])
print(len(events), events[:12])
