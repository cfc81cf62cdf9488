# "%s" % a_dict formats the dict: a non-tuple argument is the one value and, when its type has
# __getitem__ and it is no string, also the mapping for "%(key)s" (PyUnicode_Format).
d = {"a": 1}
print("logs: %s" % d)
print("%(a)s and %(a)r" % d)
print("x" % [1, 2])
print("x" % {})
print("%s" % [1, 2])
print("%s" % b"ab")
print("x" % b"ab")
print(b"%s" % b"ab")
print("%s %s" % (d, d))
class M:
    def __getitem__(self, k):
        return k * 2
print("%(ab)s" % M())
print("%s" % M().__class__.__name__)
for fmt, arg in [("x", 5), ("x", "y"), (b"x", b"y"), (b"x", 5), ("%(a)s", [1]), ("%s %s", d), ("%(a)s", (1,))]:
    try:
        print(fmt % arg)
    except Exception as e:
        print(repr(fmt), repr(arg), type(e).__name__, e)
