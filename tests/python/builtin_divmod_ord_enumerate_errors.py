# divmod() dispatches to __divmod__/__rdivmod__ and names itself when operands do not support
# it; ord() names the type it was given; enumerate() checks its arguments as 3.12's
# enum_vectorcall does; round() of a type without __round__.
class A:
    def __divmod__(self, other):
        return ("divmod", other)

    def __rdivmod__(self, other):
        return ("rdivmod", other)


class B(A):
    def __rdivmod__(self, other):
        return ("B.rdivmod", type(other).__name__)


print(divmod(A(), 3), divmod(3, A()), divmod(A(), B()))
print(divmod(7, 2), divmod(7.5, 2), divmod(-7, 2), divmod(True, 2))
print(ord(b'a'), ord('\u20ac'))
print(list(enumerate(start=2, iterable='ab')), list(enumerate('ab', start=5)), list(enumerate(iterable='x')))
cases = [lambda: round([], 1), lambda: round([]), lambda: divmod([], []), lambda: divmod(1, 'a'),
         lambda: divmod(1, 0), lambda: divmod(A, 1), lambda: ord([]), lambda: ord(''), lambda: ord('ab'),
         lambda: ord(b'ab'), lambda: ord(b''), lambda: ord(3), lambda: enumerate(start=1), lambda: enumerate(),
         lambda: enumerate(1, 2, 3), lambda: enumerate(x=1), lambda: enumerate([], start=1, x=2),
         lambda: enumerate(iterable=[], foo=2), lambda: enumerate(start=2, foo=[]),
         lambda: enumerate([], iterable=[]), lambda: enumerate(a=1, b=2, c=3), lambda: enumerate([], 1, c=3)]
for f in cases:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
