# print writes each argument as it converts it (CPython's builtin_print): an argument whose
# __str__ raises leaves the earlier arguments and separators written, on sys.stdout and on a
# file object alike.
import io, sys
class Bad:
    def __str__(self):
        raise ValueError("no str")
try:
    print("a", 1, Bad(), "z")
except ValueError as e:
    print()
    print("ValueError:", e)
buf = io.StringIO()
try:
    print("a", Bad(), file=buf)
except ValueError as e:
    print(repr(buf.getvalue()), e)
try:
    print(Bad())
except ValueError as e:
    print("first:", e)
