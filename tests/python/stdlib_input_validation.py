# random, collections.deque and collections.namedtuple check their inputs as CPython's
# Lib/random.py and Lib/collections/__init__.py do.
import random, collections
r = random.Random(5)
print(r.sample(range(10), 3), r.sample('abcdef', 2), r.sample(['x', 'y', 'z'], 3, counts=[1, 2, 3]))
print(r.choices('ab', [1, 3], k=4), r.choices('abc', cum_weights=[1, 1, 5], k=3), r.choices([7], k=2))
tests = [lambda: random.sample({1, 2}, 1), lambda: random.sample({'a': 1}, 1), lambda: random.sample([1, 2], 3),
         lambda: random.sample([1, 2], 1, counts=[1]), lambda: random.sample([1, 2], 1, counts=[1.5, 1]),
         lambda: random.sample([1, 2], 1, counts=[0, 0]),
         lambda: random.choices([1], [1, 2]), lambda: random.choices([1, 2], [0, 0]), lambda: random.choices([1, 2], 3),
         lambda: random.choices([1], [1], cum_weights=[1]), lambda: random.choices([1, 2], [1, float('inf')]),
         lambda: random.seed([1]), lambda: random.seed({}), lambda: random.seed(1.5) or 'seeded',
         lambda: collections.deque([], -1), lambda: collections.deque([], 1.5), lambda: collections.deque([1, 2, 3], True),
         lambda: collections.deque([1]).remove(2), lambda: collections.deque(['a']).remove('b'),
         lambda: collections.namedtuple('P', 'x x'), lambda: collections.namedtuple('P', 'class'),
         lambda: collections.namedtuple('1P', 'x'), lambda: collections.namedtuple('P', '_x'),
         lambda: collections.namedtuple('P', 'x y-z'), lambda: collections.namedtuple('def', 'x'),
         lambda: collections.namedtuple('P', ['a', 'b', 'a']),
         lambda: collections.namedtuple('P', 'x def _y x 1z', rename=True)._fields,
         lambda: collections.namedtuple('P', 'x, y')(1, 2)]
for t in tests:
    try:
        print(repr(t()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
