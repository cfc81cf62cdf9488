# A function's __doc__ and __module__ are members, not __dict__ entries: assigning them (as
# functools.wraps does) leaves f.__dict__ as CPython shows it.
def f():
    "original"
f.__doc__ = 'x'; f.__module__ = 'm'; f.__name__ = 'g'; f.__qualname__ = 'q'
print(f.__dict__, f.__doc__, f.__module__, f.__name__, f.__qualname__)
import functools
def h():
    "h doc"
h.extra = 1
@functools.wraps(h)
def w():
    pass
print(list(w.__dict__), w.__doc__, w.__module__, w.__name__, w.extra)
f.__doc__ = None
f.__module__ = 42
print(f.__doc__, f.__module__, vars(f))
def counted(fn):
    @functools.wraps(fn)
    def wrapper(*a):
        wrapper.calls += 1
        return fn(*a)
    wrapper.calls = 0
    return wrapper
@counted
def add(a, b):
    """Adds."""
    return a + b
add(1, 2); add(3, 4)
print(add.__dict__.keys(), add.calls, add.__doc__)
lam = lambda: 0
lam.__doc__ = 'lambda doc'
print(lam.__doc__, lam.__dict__)
