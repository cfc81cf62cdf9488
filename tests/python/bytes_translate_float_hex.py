# bytes.translate / bytes.maketrans and bytes.hex(sep, bytes_per_sep), float.hex and
# float.fromhex (Objects/bytes_methods.c, Objects/floatobject.c): results and error messages.
tests = [
 lambda: b"abc".translate(bytes.maketrans(b"ab", b"xy")),
 lambda: b"abc".translate(None, b"b"),
 lambda: b"abc".translate(bytes.maketrans(b"a", b"z"), b"c"),
 lambda: b"abc".translate(b"x"),
 lambda: bytes.maketrans(b"ab", b"x"),
 lambda: bytes.maketrans("a", "b"),
 lambda: len(bytes.maketrans(b"", b"")),
 lambda: b"abc".translate(None, delete=b"a"),
 lambda: b"\x01\x02\x03\x04\x05".hex(":"),
 lambda: b"\x01\x02\x03\x04\x05".hex(":", 2),
 lambda: b"\x01\x02\x03\x04\x05".hex(":", -2),
 lambda: b"\x01\x02\x03".hex(b"-"),
 lambda: b"\x01\x02".hex("ab"),
 lambda: b"\x01\x02".hex("é"),
 lambda: b"".hex(":"),
 lambda: b"\x01\x02\x03".hex(":", 0),
 lambda: (1.5).hex(), lambda: (-0.1).hex(), lambda: (0.0).hex(), lambda: (-0.0).hex(), lambda: float("inf").hex(), lambda: float("nan").hex(),
 lambda: (5e-324).hex(), lambda: (1e308).hex(), lambda: (3.0).hex(), lambda: (2.0**-1022).hex(),
 lambda: float.fromhex("0x1.8p+0"), lambda: float.fromhex("-0x1p-1074"), lambda: float.fromhex(" 0X1.FFFFFFFFFFFFFp1023 "), lambda: float.fromhex("inf"), lambda: float.fromhex("-Infinity"), lambda: float.fromhex("nan"),
 lambda: float.fromhex("1.8"), lambda: float.fromhex("0x.8"), lambda: float.fromhex("0x1p2000"), lambda: float.fromhex("zz"), lambda: float.fromhex("0x1p-1080"), lambda: float.fromhex("0x1.00000000000008p0"), lambda: float.fromhex("0x1.00000000000018p0"), lambda: float.fromhex("0x1p"), lambda: float.fromhex(""),
 lambda: float.fromhex("0x1.fffffffffffff8p1023"), lambda: float.fromhex("0x0.0000000000001p-1022"), lambda: float.fromhex("0x3p0"), lambda: float.fromhex("-0x"), lambda: float.fromhex("0x1_0p0"), lambda: float.fromhex(5),
]
for t in tests:
    try:
        print(repr(t()))
    except Exception as e:
        print(type(e).__name__, e)
