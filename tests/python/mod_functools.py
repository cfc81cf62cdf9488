import functools
from functools import partial, reduce, wraps, lru_cache
print(reduce(lambda a, b: a + b, [1, 2, 3, 4]), reduce(lambda a, b: a * b, [1, 2, 3], 10), reduce(max, [3, 9, 2]))
try:
    reduce(lambda a, b: a, [])
except TypeError as e:
    print('TypeError:', e)
power = lambda base, exp: base ** exp
square = partial(power, exp=2)
two_to = partial(power, 2)
print(square(5), two_to(10), square.func is power, square.args, square.keywords)
int_base2 = partial(int, base=2)
print(int_base2('1010'))
def log(fn):
    @wraps(fn)
    def inner(*a):
        return fn(*a)
    return inner
@log
def documented():
    """Docstring."""
    return 1
print(documented.__name__, documented.__doc__, documented.__wrapped__.__name__)
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info().hits > 0)
@functools.cache
def slow_square(n):
    print('computing', n)
    return n * n
print(slow_square(4), slow_square(4))
print(sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: b - a)))
@functools.total_ordering
class Version:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        return self.n == other.n
    def __lt__(self, other):
        return self.n < other.n
print(Version(1) <= Version(2), Version(3) > Version(2), Version(2) >= Version(2))
