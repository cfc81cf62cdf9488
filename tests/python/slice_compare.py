# Slices compare as their (start, stop, step) tuples (slice_richcompare): ==, != and ordering
# between slices, NotImplemented against anything else.
s = slice(1, 3)
print(s == slice(1, 3), s != slice(1, 3), s < slice(1, 4), s <= s, s > slice(0, 9), s >= slice(1, 3, None))
print(slice(1, 3) == (1, 3, None), slice(None) == slice(None, None, None), s == s)
print(slice(1, 2, 3).__eq__((1, 2, 3)), slice(1, 2).__lt__(5))
print(sorted([slice(3, 4), slice(1, 9), slice(1, 2)]))
print(slice(1, 3) in [slice(0, 1), slice(1, 3)], [slice(2, 5)].index(slice(2, 5)))
try:
    slice(1, 3) < (1, 3)
except TypeError as e:
    print('TypeError', e)
try:
    slice(None, 1) < slice(1, 1)
except TypeError as e:
    print('TypeError', e)
nan = float('nan')
print(slice(nan) == slice(nan))
class Custom:
    def __getitem__(self, key):
        return key == slice(None, None, -1)
print(Custom()[::-1], Custom()[1:])
