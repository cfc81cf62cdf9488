# '%' with a tuple subclass (a namedtuple) takes its items (PyTuple_Check); a '%(key)' conversion's
# value is then the only argument left; keys may hold nested parentheses; an unknown conversion
# character is named by code point and index in code points (PyUnicode_Format).
from collections import namedtuple
P = namedtuple("P", "x y")
print("%s and %s" % P(1, 2))
class T(tuple):
    pass
print("%s" % T((1,)))
d = {"a": 1, "(a)": 2, "b": 3}
print("%s %(a)s" % d)
print("%((a))s" % d)
cases = [("%(a)s %s", d), ("%(a)*d", d), ("%s", T()), ("%☃", (1,)), ("é%ü", (1,)), (b"%\xff", (1,)), ("%(a", d), ("%(a(b)s", d), ("%(a)s %(b)s %%", d)]
for fmt, arg in cases:
    try:
        print(repr(fmt % arg))
    except Exception as e:
        print(type(e).__name__, e)
