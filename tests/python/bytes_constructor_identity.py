# bytes(b) of an exact bytes object returns b itself (CPython's PyBytes_FromObject), so copying
# a large payload through bytes() or io.BytesIO costs nothing per byte; other sources copy.
import io

payload = b"abc" * 4
print(bytes(payload) is payload, bytes(list(payload)) == payload, bytes(payload[:3]))
big = bytes(6_000_000)
print(bytes(big) is big, len(io.BytesIO(big).getvalue()))
print(bytes([104, 105]), bytes("hé", "utf-8"), bytes(3))
