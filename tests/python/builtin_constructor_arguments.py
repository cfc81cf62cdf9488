# The built-in types' constructors count their arguments and refuse keywords as CPython's
# vectorcall constructors do (list_vectorcall, bool_vectorcall, set_vectorcall,
# frozenset_vectorcall, dict_vectorcall), and str() with an encoding decodes bytes only
# (PyUnicode_FromEncodedObject). They used to ignore the extra arguments.
def attempt(text, fn):
    try:
        print(text, repr(fn()))
    except TypeError as e:
        print(text, "TypeError:", e)


attempt("list(iterable=[1])", lambda: list(iterable=[1]))
attempt("list([1], [2])", lambda: list([1], [2]))
attempt("dict([], [])", lambda: dict([], []))
attempt("dict([('a', 1)], b=2)", lambda: dict([("a", 1)], b=2))
attempt("bool(1, 2)", lambda: bool(1, 2))
attempt("bool(x=1)", lambda: bool(x=1))
attempt("set(1, 2)", lambda: set(1, 2))
attempt("set(iterable=[1])", lambda: set(iterable=[1]))
attempt("frozenset(x=1)", lambda: frozenset(x=1))
attempt("frozenset([1], [2])", lambda: frozenset([1], [2]))
attempt("str(1, 'x')", lambda: str(1, "x"))
attempt("str('a', 'utf-8')", lambda: str("a", "utf-8"))
attempt("str(b'ab', 'ascii')", lambda: str(b"ab", "ascii"))
attempt("list('ab')", lambda: list("ab"))
attempt("bool([])", lambda: bool([]))
