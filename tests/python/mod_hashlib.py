# hashlib.md5 (RFC 1321): the test vectors, block boundaries (55, 56, 64 bytes), incremental
# update, digest bytes and the int of a hexdigest (how Keras's hashing_trick uses it).
import hashlib

for data in [b"", b"abc", b"The quick brown fox jumps over the lazy dog", b"a" * 55, b"a" * 56,
             b"a" * 64, b"a" * 200, "naïve".encode()]:
    print(hashlib.md5(data).hexdigest())
h = hashlib.md5()
h.update(b"ab")
h.update(b"c")
print(h.hexdigest(), h.digest()[:4], h.name, h.digest_size, h.block_size)
c = h.copy()
c.update(b"d")
print(h.hexdigest() != c.hexdigest(), c.hexdigest() == hashlib.md5(b"abcd").hexdigest())
print(hashlib.new("md5", b"abc").hexdigest())
print(int(hashlib.md5("hello".encode()).hexdigest(), 16) % 9)
try:
    hashlib.md5().update("text")
except TypeError as e:
    print("TypeError:", e)
