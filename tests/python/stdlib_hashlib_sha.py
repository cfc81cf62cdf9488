# hashlib's md5, sha1, sha224, sha256, sha384 and sha512 (FIPS 180-4) across the padding
# boundaries, the object API, new() and its errors; random.seed of a str or bytes (version 2:
# the bytes and their SHA-512 digest as one int); numbers.Real.__complex__.
import hashlib, random, numbers
for data in [b"", b"abc", b"hello world", b"a" * 55, b"a" * 56, b"a" * 64, b"a" * 111, b"a" * 112, b"a" * 128, bytes(range(256)) * 3]:
    print(len(data), [getattr(hashlib, n)(data).hexdigest() for n in ("md5", "sha1", "sha224", "sha256", "sha384", "sha512")])
h = hashlib.sha256()
h.update(b"hello ")
c = h.copy()
h.update(b"world")
print(h.hexdigest(), c.hexdigest(), h.name, h.digest_size, h.block_size, hashlib.sha512().digest_size, hashlib.sha384().block_size, hashlib.new("SHA256", b"x").hexdigest(), hashlib.sha1(b"x").digest()[:4])
for bad in [lambda: hashlib.new("foo"), lambda: hashlib.sha256("str")]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
random.seed("hello")
print(random.random(), random.randint(1, 100))
random.seed(b"bytes seed")
print(random.random())
r = random.Random("abc")
print(r.random(), r.choice("xyz"))
class R(numbers.Real):
    def __float__(self): return 2.5
for name in ["__add__", "__radd__", "__neg__", "__pos__", "__abs__", "__trunc__", "__floor__", "__ceil__", "__round__", "__floordiv__", "__rfloordiv__", "__mod__", "__rmod__", "__lt__", "__le__", "__mul__", "__rmul__", "__truediv__", "__rtruediv__", "__pow__", "__rpow__", "__eq__"]:
    setattr(R, name, None)
R.__abstractmethods__ = frozenset()
print(complex(R()))
