# What a program can see of list.sort() and sorted() besides the comparison order
# (Objects/listobject.c list_sort_impl): keys computed once each, in order, before any
# comparison; the list looks empty while it is sorted; a comparison or key that raises leaves
# the list as CPython leaves it; changing the list during the sort is a ValueError; an
# inconsistent comparison still ends with a permutation of the items.
import random

lst = [5, 3, 8, 1]


def key_len(x):
    print("key", x, "list now", lst)
    return x


lst.sort(key=key_len)
print(lst)


class Noisy:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        print(f"  {self.v} < {other.v}? list has {len(items)} items")
        return self.v < other.v

    def __repr__(self):
        return f"N{self.v}"


items = [Noisy(v) for v in (3, 1, 2)]
items.sort()
print(items)

# A comparison that raises part-way: the list keeps the partly sorted order.
for values in ([5, 2, 'x', 9, 1, 0], [3, 1, 2, 4, None, 7, 6, 5, 0, 8]):
    data = list(values)
    try:
        data.sort()
    except TypeError as e:
        print("TypeError:", e)
    print(data)

random.seed(3)
data = [random.randrange(100) for _ in range(150)]
data[120] = "oops"
try:
    data.sort()
except TypeError as e:
    print("TypeError:", e)
print(data)
data = [random.randrange(100) for _ in range(150)]
data[77] = None
try:
    data.sort(reverse=True)
except TypeError as e:
    print("TypeError:", e)
print(data)


class Bomb:
    count = 0

    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        Bomb.count += 1
        if Bomb.count == 40:
            raise RuntimeError("boom at comparison 40")
        return self.v < other.v

    def __repr__(self):
        return str(self.v)


random.seed(11)
bombs = [Bomb(random.randrange(50)) for _ in range(80)]
try:
    bombs.sort()
except RuntimeError as e:
    print("RuntimeError:", e)
print(bombs)

# A key function that raises: the list is left as it was.
keyed = [4, 2, 0, 3]
try:
    keyed.sort(key=lambda x: 10 // x)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(keyed)
try:
    sorted([1, 2, 3], key=lambda x: x.missing)
except AttributeError as e:
    print("AttributeError:", e)

# Changing the list during the sort.
grow = [3, 1, 2]


def appender(x):
    grow.append(x)
    return x


try:
    grow.sort(key=appender)
except ValueError as e:
    print("ValueError:", e)
print(grow)


class Mutator:
    def __init__(self, v, target):
        self.v = v
        self.target = target

    def __lt__(self, other):
        self.target.append(0)
        self.target.pop()
        return self.v < other.v

    def __repr__(self):
        return f"M{self.v}"


target = []
target.extend(Mutator(v, target) for v in (2, 3, 1))
try:
    target.sort()
except ValueError as e:
    print("ValueError:", e)
print(target)

cleared = [3, 2, 1]


def clearer(x):
    cleared.clear()  # clearing the (already empty) list does not count as a change
    return x


cleared.sort(key=clearer)
print(cleared)

# An inconsistent comparison: no error, and every item is still there.
random.seed(5)


class Liar:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return random.random() < 0.5


liars = [Liar(i) for i in range(300)]
liars.sort()
print(sorted(x.v for x in liars) == list(range(300)), [x.v for x in liars][:20])

# __lt__ returning NotImplemented on same-typed keys: CPython asks __lt__, then the full
# comparison (which asks __lt__ again and the reflected __gt__).
calls = []


class Half:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        calls.append(("lt", self.v, other.v))
        return NotImplemented

    def __gt__(self, other):
        calls.append(("gt", self.v, other.v))
        return self.v > other.v


halves = [Half(v) for v in (2, 3, 1)]
halves.sort()
print([h.v for h in halves], calls)
calls.clear()
mixed = [Half(2), Half(1)]
mixed.sort(key=lambda h: h)
print([h.v for h in mixed], calls)

# sorted() takes any iterable and returns a new list; stability with key and reverse.
words = ["pear", "Fig", "apple", "fig", "Pear", "kiwi", "Apple"]
print(sorted(words, key=str.lower), sorted(words, key=str.lower, reverse=True))
print(sorted({3: "a", 1: "b", 2: "c"}), sorted("hello"), sorted(x * x for x in range(-3, 3)))
pairs = [(1, "b"), (0, "z"), (1, "a"), (0, "y")]
print(sorted(pairs, key=lambda p: p[0]), sorted(pairs, key=lambda p: p[0], reverse=True))
nested = [[3, [1]], [3, [0]], [2]]
nested.sort()
print(nested)
print(sorted([2.5, 1, True, -3, 0.0, False]), sorted([3, 1, 2], reverse=True))
