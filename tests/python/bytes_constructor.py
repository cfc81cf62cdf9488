# bytes(): bytes(b) of an exact bytes object returns b itself (CPython's PyBytes_FromObject), so
# copying a large payload through bytes() or io.BytesIO costs nothing per byte; a str is
# encoded with the given encoding and errors; an int is that many zero bytes; __bytes__ is
# asked; other iterables give their items, each an int in range(256) (bytes_new).
import io

payload = b"abc" * 4
print(bytes(payload) is payload, bytes(list(payload)) == payload, bytes(payload[:3]))
big = bytes(6_000_000)
print(bytes(big) is big, len(io.BytesIO(big).getvalue()))
print(bytes([104, 105]), bytes("hé", "utf-8"), bytes(3), bytes(), bytes(range(3)))
print(bytes("é", "latin-1"), bytes("é", "ascii", "replace"), bytes("é", encoding="utf-8", errors="strict"))


class WithBytes:
    def __bytes__(self):
        return b"custom"


print(bytes(WithBytes()))
for make in [lambda: bytes(-1), lambda: bytes([256, 1]), lambda: bytes([-1]), lambda: bytes("é", "ascii"),
             lambda: bytes("é", "nope"), lambda: bytes(b"ab", "utf-8"), lambda: bytes(1.5), lambda: bytes(["a"]),
             lambda: bytes("x"), lambda: bytes(errors="strict")]:
    try:
        print(make())
    except (TypeError, ValueError, LookupError, UnicodeError) as e:
        print(type(e).__name__ + ":", e)
