# set.intersection / set.difference (and their frozenset and *_update forms) take any number of
# other iterables, none included: with none, the result is a copy of the set; the unbound form
# set.intersection(*list_of_sets) is how code folds a list of sets into one.
bounds = [{1, 2, 3, 4}, {2, 3, 4}, [3, 4, 5]]
print(set.intersection(*bounds))
print(set.intersection(*bounds[:1]), set.difference({1, 2}))
print(set.union(*bounds), set.union({7}))
print({1, 2, 3}.intersection({1, 2}, [2, 3]), {1, 2, 3, 4}.difference({1}, [3], (9,)))
print(frozenset({1, 2}).intersection(), frozenset({1, 2, 3}).difference([1], {2}))
s = {1, 2, 3, 4}
s.intersection_update({1, 2, 3}, [2, 3, 9])
print(sorted(s))
s = {1, 2, 3, 4}
s.difference_update({1}, [2])
print(sorted(s))
copy = set.intersection(s)
print(copy == s, copy is s)
