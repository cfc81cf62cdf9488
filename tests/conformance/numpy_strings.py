# NumPy's fixed-width string dtypes, '<U' (str) and 'S' (bytes), as NumPy 2 makes and prints
# them. Sources: numpy/_core/arrayprint.py (elements print as repr() of their str/bytes,
# unpadded; dtype_short_repr quotes flexible dtypes: dtype='<U11', dtype='|S2'),
# numpy/_core/_dtype.py (__repr__ -> dtype('<U11') / dtype('S2'), __str__ '<U11' / '|S2',
# _name_get: 'str' + bits -> 'str352'), numpy/_core/src/multiarray/scalartypes.c.src (NumPy 2
# scalar reprs np.str_('foo'), np.bytes_(b'ab')), NumPy's string discovery (width = longest
# element, at least 1; a given width cuts longer elements; ints cast with astype(str) get
# '<U21', the width of any int64), and the string comparison ufuncs (elementwise ==, <).
import numpy as np

a = np.array(["hello world", "foo"])
print(repr(a))
print(a)
print(a.dtype, repr(a.dtype), a.dtype.kind, a.dtype.itemsize, a.dtype.name, a.dtype.char)
print(a.shape, a.size, a.ndim, a.itemsize, a.nbytes, len(a))
print(repr(a[0]), a[0], type(a[0]).__name__, isinstance(a[0], str), isinstance(a[0], np.str_))
print(a[0] == "hello world", a[0].upper(), len(a[1]))
print(repr(a[1:]), repr(a[::-1]), repr(a[[1, 1]]))
print(a.tolist(), list(a))
print(a == "foo", a != "foo", "foo" == a)
print(repr(a == np.array(["hello world", "bar"])), a < "goo")

b = np.array([b"ab", b"c"])
print(repr(b), b, b.dtype, repr(b.dtype), b.itemsize, b.dtype.name, b.dtype.kind)
print(repr(b[0]), b[0], b.tolist(), b == b"c")

m = np.array([["a", "bb"], ["ccc", "d"]])
print(repr(m))
print(m)
print(repr(m[:, 1]), repr(m[1, 0]), repr(m.T), repr(m.reshape(4)), repr(m.flatten()))

print(repr(np.array("abc")), np.array("abc"), np.array("abc").shape)
print(repr(np.array([], dtype=str)), repr(np.array([""])))
print(repr(np.array(["a", "bcd"], dtype="U2")), repr(np.array(["x"], dtype="<U4")))
print(repr(np.array([1, 22], dtype=str)), repr(np.asarray(["q"])))
print(repr(np.array(["é", "naïve"])), np.array(["é"]).dtype.itemsize)

print(repr(a.astype(bytes)), repr(b.astype(str)), repr(b.astype(object)))
print(repr(np.array([1, 2]).astype(str)), repr(np.array([True]).astype(str)))
print(repr(np.array(["1.5", "2"]).astype(np.float32)), repr(np.array(["7", "-3"]).astype(int)))
print(repr(a.astype("U3")), repr(a.copy()))

print(repr(np.dtype("U5")), np.dtype("U5"), repr(np.dtype("S3")), np.dtype("S3"))
print(repr(np.dtype(str)), np.dtype(str) == np.dtype("U"), a.dtype == "<U11", a.dtype == np.dtype("U10"))
print(a.dtype.type is np.str_, b.dtype.type is np.bytes_, repr(np.str_("x")), repr(np.bytes_(b"y")))

words = np.array(["pear", "apple", "fig", "apple"])
print(repr(np.sort(words)), repr(np.unique(words)))
print(repr(np.concatenate([words, np.array(["kiwifruit"])])))
print(repr(np.stack([np.array(["a", "b"]), np.array(["cc", "d"])])))
for w in np.array(["x", "yz"]):
    print(repr(w))

# Assignment cuts text to the array's width; + concatenates (NumPy 2's string ufuncs), the
# result as wide as both operands together.
s = np.array(["ab", "c"])
s[0] = "zzz"
s[1:] = ["q"]
print(repr(s), repr(s + "x"), repr("<" + s), repr(s + s), repr(s[0] + np.array("!")))

# == / != with values a str array cannot be compared with give all False / all True over the
# broadcast shape, a Python bool for two 0-d operands (NumPy >= 1.25, array_richcompare);
# shapes that do not broadcast still raise.
print(a == 1, a != 1, a == None, a == [1.5, 2], np.array("x") == 3)
print(a == ["foo", "foo"], a == np.array([["foo"], ["hello world"]]))
try:
    a == np.array([1, 2, 3])
except ValueError as e:
    print(e)

# Printing: Python's quote choice per element, 75-column wrapping, summarized long arrays
# (NumPy >= 2.2 adds shape=), trailing NULs dropped (NumPy pads elements with NULs).
print(repr(np.array(["it's", 'say "hi"', "tab\t"])), repr(np.array([b"\x00\xff", b"it's"])))
w = np.array(["word%d" % i for i in range(12)])
print(repr(w))
print(w)
big = np.array([str(i) for i in range(1001)])
print(repr(big))
print(big)
print(repr(np.array([b"a\x00", b"\x00b"])), repr(np.array(["x\x00"])))

# The scalar types' place in numpy/_core/numerictypes.py's hierarchy, and their dtype, item(),
# shape and ndim (scalartypes.c.src gentype attributes).
s = np.array(["hello", "x"])[0]
print(type(s).__mro__)
print(isinstance(s, np.generic), isinstance(s, np.character), repr(s.dtype), repr(s.item()), s.shape, s.ndim)
print(np.issubdtype(a.dtype, np.str_), np.issubdtype(a.dtype, np.character), np.issubdtype(a.dtype, np.number),
      np.issubdtype(np.float32, np.str_), np.bytes_(b"ab").dtype, np.str_("abc") + "d")

# Functions that move elements keep the string dtype; boolean and integer indexing too. The
# random orders are the ones the same calls give a numeric array (NumPy shuffles positions).
t = np.array(["a", "bb", "c", "d"])
print(repr(t[np.array([True, False, True, False])]), repr(t[[0, 2]]))
print(repr(np.random.RandomState(0).permutation(t)), repr(np.random.RandomState(0).permutation(4)))
print(repr(np.repeat(t, 2)), repr(np.random.RandomState(0).choice(t)))

# Casting to an unsized string dtype keeps the width ('<U11' -> '|S11', as NumPy does).
tail = a[1:]
print(repr(tail.astype(str)), repr(tail.astype(bytes)), repr(np.asarray(tail, dtype=str)), repr(np.array(tail)))

# np.where choosing text: the wider side's width; PyArray_Where returns arrays, 0-d included.
pred = np.array([0.9, 0.2, 0.7])
print(repr(np.where(pred > 0.5, "positive", "negative")), repr(np.where(np.array(True), "x", "yy")))
print(repr(np.where(t == "a", "yes", t)), repr(np.where([[True], [False]], np.array([b"a", b"b"]), b"zzz")))
print(repr(np.where(True, 1, 0)))
