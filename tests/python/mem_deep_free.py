# Freeing very deep structures. Dropping the last reference to a list nested 150,000 deep, or to
# the head of a 300,000-node linked list, frees every level; CPython does it without deep C
# recursion (its "trashcan", Objects/object.c), and so must the interpreter, whose destructors
# would otherwise nest once per level and overflow the native stack (each size below did).
# This program frees containers by `del`, by rebinding and when a function returns;
# mem_deep_chains.py frees chains of instances, closures, generators and methods;
# mem_deep_teardown.py leaves them reachable until the run ends.


def nested_lists(n):
    x = []
    for _ in range(n):
        x = [x]
    return x


def nested_dicts(n):
    d = {}
    for i in range(n):
        d = {"next": d, "i": i}
    return d


def nested_tuples(n):
    t = ()
    for _ in range(n):
        t = (t, None)
    return t


def nested_frozensets(n):
    s = frozenset()
    for _ in range(n):
        s = frozenset([s])
    return s



x = nested_lists(150000)
print("list head:", len(x), len(x[0]))
del x
print("freed nested lists")

d = nested_dicts(150000)
print("dict head:", d["i"], d["next"]["i"])
d = None
print("freed nested dicts")

t = nested_tuples(150000)
t = 0
print("freed nested tuples")

s = nested_frozensets(150000)
print("frozensets:", len({s, frozenset([s])}), hash(frozenset()), hash(frozenset([1, 2, 3])))
del s
print("freed nested frozensets")

# A list of many deep structures: each one is freed in turn.
many = [nested_lists(20000) for _ in range(10)]
many.clear()
print("freed many")

# Built and dropped inside one call.
def build_and_drop():
    local = nested_dicts(150000)
    return len(local)
print(build_and_drop())
