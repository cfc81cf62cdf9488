# bytes % args (PEP 461), checked against CPython 3.12: numbers format as for str, %s and %b take
# bytes or an object with __bytes__, %r and %a give ascii(repr), %c an int below 256 or one byte,
# and widths count bytes.
print(b"n%d %s" % (3, b"x"))
print(b"%5b|%-4s|" % (b"ab", b"c"))
print(b"%05.1f %x %o %e" % (3.14159, 255, 8, 12345.678))
print(b"%r %a" % ("caf\u00e9", b"\xff"))
print(b"%c%c" % (65, b"z"))
print(b"%(k)s=%(v)d" % {b"k": b"key", b"v": 7})
print(b"100%%" % ())


class B:
    def __bytes__(self):
        return b"from __bytes__"


print(b"%s" % B())
for bad in [(b"%s", "text"), (b"%c", 300), (b"%c", "a"), (b"%b", 1), (b"%d %d", (1,))]:
    try:
        bad[0] % bad[1]
    except (TypeError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
