# functools as CPython 3.12's test_functools checks it: total_ordering on an int subclass and
# with NotImplemented (TestTotalOrdering), and an lru_cache whose key's __eq__ calls the cached
# function during the lookup (TestLRU.test_need_for_rlock).
import functools


@functools.total_ordering
class A(int):
    pass


print(A(1) < A(2), A(2) >= A(1), A(2) <= A(1))


@functools.total_ordering
class B:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        if isinstance(other, B):
            return self.v < other.v
        return NotImplemented


print(B(1) > B(0), B(1) <= B(1), B(2) >= B(3), B.__gt__.__name__)
for op in (lambda: B(1) > 1, lambda: B(1) <= 1, lambda: 1 >= B(1)):
    try:
        op()
    except TypeError as e:
        print("TypeError", e)
try:
    @functools.total_ordering
    class Nothing:
        pass
except ValueError as e:
    print("ValueError", e)


@functools.lru_cache(maxsize=10)
def test_func(x):
    return x


class DoubleEq:
    def __init__(self, x):
        self.x = x

    def __hash__(self):
        return self.x

    def __eq__(self, other):
        if self.x == 2:
            test_func(DoubleEq(1))
        return self.x == other.x


test_func(DoubleEq(1))
test_func(DoubleEq(2))
print(test_func(DoubleEq(2)).x, test_func.cache_info())

calls = []


@functools.lru_cache(maxsize=2)
def f(x):
    calls.append(x)
    return None if x == 0 else x * 2


for x in (0, 0, 1, 2, 0, 1, 3, 1, 0):
    f(x)
print(calls, f.cache_info())
f.cache_clear()
f(5)
f(5)
print(f.cache_info())
