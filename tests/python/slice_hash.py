# Slices are hashable since CPython 3.12 (gh-101264; 3.11 raises "unhashable type: 'slice'"):
# equal slices hash equal and serve as dict keys and set members; a slice holding an
# unhashable bound is not hashable.
s = slice(1, 3)
print(hash(s) == hash(slice(1, 3)), hash(slice(1, 2, 3)) == hash(slice(1, 2, 3)))
cache = {slice(1, 3): 'a', slice(None, None, -1): 'rev'}
print(cache[slice(1, 3)], cache[slice(None, None, -1)], slice(0, 1) in cache)
print(len({slice(1, 3), slice(1, 3), slice(1, 4)}))
try:
    hash(slice([1], 2))
except TypeError as e:
    print('TypeError', e)
