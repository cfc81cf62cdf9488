# collections.deque is registered as a MutableSequence (collections/__init__.py), so
# random.sample and other Sequence checks accept it.
import collections, collections.abc, random
d = collections.deque([1, 2, 3])
print(isinstance(d, collections.abc.Sequence), isinstance(d, collections.abc.MutableSequence))
print(issubclass(collections.deque, collections.abc.Reversible), isinstance(d, collections.abc.Hashable))
random.seed(0)
print(random.sample(d, 2), random.sample(collections.deque('abcdef', maxlen=4), 4))
