# struct (CPython 3.12's Modules/_struct.c behaviour): calcsize with native alignment, pack /
# unpack of every code, range and type errors with their exact messages, IEEE rounding of
# half and single floats, iter_unpack / unpack_from and Struct.
import struct
cases = [
 ("calcsize", "@ci"), ("calcsize", "<ci"), ("calcsize", "ihq"), ("calcsize", "3s2xd"), ("calcsize", "!lLnN") , ("calcsize", "@lLnNP"), ("calcsize", "5p"), ("calcsize", "0s"), ("calcsize", "z"), ("calcsize", "3"), ("calcsize", " i i "), ("calcsize", "@e?"),
 ("pack", "<h", 70000), ("pack", "@h", 70000), ("pack", "B", 256), ("pack", "b", -129), ("pack", "<I", -1), ("pack", "I", -1), ("pack", "<q", 2**63), ("pack", "q", 2**63), ("pack", "Q", -1), ("pack", "<Q", -1), ("pack", "<i", 1.5), ("pack", "<f", "x"), ("pack", "<f", 1e300), ("pack", "<e", 1e10), ("pack", "c", b"ab"), ("pack", "3s", "ab"), ("pack", "<ii", 1), ("pack", "<i", 1, 2), ("pack", "?", []), ("pack", "<l", 2**31), ("pack", "l", 2**63), ("pack", "<H", 65536), ("pack", "H", 65536), ("pack", "i", 2**31), ("pack", "<i", 2**31),
 ("pack", "<hif", 1, 2, 3.5), ("pack", ">d", -0.1), ("pack", "<e", 0.1), ("pack", "3s", b"abcdef"), ("pack", "5s", b"ab"), ("pack", "4p", b"abcdef"), ("pack", "?c", 5, b"z"), ("pack", "@bi", 1, 2), ("pack", "<f", float("inf")), ("pack", "<f", float("nan")), ("pack", "<f", 3.4028235e38), ("pack", "<f", 1e-46), ("pack", ">e", 65504.0), ("pack", ">e", 65520.0), ("pack", "<i", True), ("pack", "2i", 1, 2),
 ("unpack", "<i", b"\x01\x00\x00\x00"), ("unpack", "<i", b"\x01"), ("unpack", ">hH", b"\xff\xfe\xff\xfe"), ("unpack", "<f", b"\x00\x00\x80\x3f"), ("unpack", "<d", struct.pack("<d", 3.14)), ("unpack", "3s?", b"abc\x02"), ("unpack", "<e", b"\x00\x3c"), ("unpack", "2c", b"xy"), ("unpack", "4p", b"\x02abc"), ("unpack", "<q", b"\xff" * 8), ("unpack", "<i", "abcd"),
 ("iter_unpack", "<h", b"\x01\x00\x02\x00"), ("iter_unpack", "<h", b"\x01"), ("unpack_from", "<h", b"\x00\x01\x00", 1), ("unpack_from", "<i", b"\x00\x01\x00", 1),
]
for name, *args in cases:
    try:
        r = getattr(struct, name)(*args)
        if name == "iter_unpack": r = list(r)
        print(name, args[0], repr(r))
    except Exception as e:
        print(name, args[0], type(e).__name__, e)
s = struct.Struct("<2h")
print(s.format, s.size, s.pack(1, 2), s.unpack(b"\x01\x00\x02\x00"), repr(struct.error("x")), struct.error.__module__, struct.error.__mro__[1])
try:
    struct.unpack("<i", 5)
except TypeError as e: print(e)

import struct, random
random.seed(1)
vals = [0.0, -0.0, 1.0, 0.1, 1/3, 65504.0, 65519.99, 6e-8, 3e-8, 2.98e-8, 1e-45, 7e-46, 1.4e-45, 3.4028234e38, 3.4028235677973366e38, 1.1754942e-38, 5e-324, 2.2250738585072014e-308, float('inf'), -float('inf')]
vals += [random.uniform(-1e5, 1e5) * 10 ** random.randint(-40, 30) for _ in range(300)]
out = []
for v in vals:
    for c in "efd":
        try:
            b = struct.pack("<" + c, v)
            out.append((c, b.hex(), struct.unpack("<" + c, b)[0]))
        except OverflowError as e:
            out.append((c, str(e)))
print(len(out))
for item in out:
    print(item)
