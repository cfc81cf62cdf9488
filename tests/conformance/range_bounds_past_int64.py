# range() with a bound past 64-bit integers: CPython 3.12 makes it (Objects/rangeobject.c keeps
# PyLong bounds; len() of it then raises OverflowError), tfplay's range holds 64-bit bounds and
# says so with a NotImplementedError naming the feature. Within 64 bits all works.
r = range(2**62, 2**63 - 1, 2**61)
print(len(r), r[-1], list(r))
range(10**30)
