# 3.12 expected output (builtin_docs.expected): several of 3.11's docstrings differ (print,
# getattr, next, ... became Argument Clinic texts in 3.12).
# The builtins' __doc__: functions, types and exceptions have CPython's docstrings; classes the
# program defines (and their instances) have None unless they write one.
print(len.__doc__)
print(print.__doc__)
print(isinstance.__doc__)
print(sorted.__doc__)
for f in (abs, any, all, getattr, hasattr, iter, next, max, min, repr, round, sum, divmod, callable):
    print(f.__name__, '|', f.__doc__.splitlines()[0])
for t in (range, list, dict, str, int, float, bool, tuple, set, frozenset, slice, type, property, staticmethod, classmethod, bytes):
    print(t.__name__, '|', t.__doc__.splitlines()[0])
print(zip.__doc__.splitlines()[0])
print(enumerate.__doc__.splitlines()[0])
print(map.__doc__.splitlines()[0], '|', filter.__doc__.splitlines()[0], '|', reversed.__doc__.splitlines()[0])
for e in (Exception, ValueError, TypeError, KeyError, IndexError, StopIteration, ZeroDivisionError, NotImplementedError, IOError):
    print(e.__name__, '|', e.__doc__)
print(ValueError('x').__doc__, '|', (3).__doc__.splitlines()[0], '|', 'abc'.__doc__.splitlines()[0])

class Plain:
    pass

class Documented(list):
    """A list with a docstring."""

class Undocumented(Documented):
    pass

class MyError(ValueError):
    pass

def f():
    """f's docstring."""

print(Plain.__doc__, Plain().__doc__, Documented.__doc__, Undocumented.__doc__, MyError.__doc__, f.__doc__)
print(type(len.__doc__).__name__, type(list.__dict__['__doc__']).__name__)
