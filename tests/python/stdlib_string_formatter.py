# string.Formatter (CPython 3.12's Lib/string.py over str.format's parser): format, vformat,
# parse, get_field and overriding; the parser's error messages on random format strings.
# Also gc's switches (collect() is 0 in tfplay; CPython counts what it found, printed here only
# when it is 0 in CPython too: a fresh program with no cycles).
import random
import string
import gc
f = string.Formatter()
print(f.format("{0}-{x}", 1, x=2), f.format("{} and {}", "a", "b"), f.format("{a.real} {b[1]} {c[key]}", a=3, b=[1, 2], c={"key": "v"}))
print(f.format("{0:>{1}}|{x!r:^9}|{{lit}}", "ab", 5, x="q"), f.format("{:.3f} {:,}", 3.14159, 1234567))
print(list(f.parse("a{{b}}c{0!r:>3}d{x.y[0]}e{}")), list(f.parse("")), list(f.parse("{}")), list(f.parse("x{:}")))
for bad in ["{", "}", "a}b", "{0!}", "{0!rx}", "{0", "{0[}", "{0.}", "{0[1]x}", "{!x}", "{0}{}", "{}{0}", "{0:{1:{2}}}"]:
    try:
        print(repr(bad), repr(f.format(bad, "A", "B", "C")))
    except (ValueError, IndexError, KeyError, AttributeError) as e:
        print(repr(bad), type(e).__name__, e)
class Upper(string.Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return "<" + key + ">"
        return super().get_value(key, args, kwargs)
print(Upper().format("{0} {missing} {x}", "abc", x="yz"))
print(gc.collect(), gc.isenabled(), gc.get_threshold(), gc.disable(), gc.isenabled(), gc.enable(), gc.garbage, gc.DEBUG_LEAK)
try:
    gc.collect(3)
except ValueError as e:
    print(e)
random.seed(11)
f = string.Formatter()
for _ in range(1200):
    s = "".join(random.choice("{}{}[]!:.0arx") for _ in range(random.randint(0, 9)))
    try:
        r = list(f.parse(s))
    except ValueError as e:
        r = "ValueError: " + str(e)
    try:
        v = f.format(s, "ab", [1, 2], x="xy", a={"k": 1})
    except Exception as e:
        v = type(e).__name__ + ": " + str(e)
    print(repr(s), r, repr(v))
