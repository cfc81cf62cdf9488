# hmac (CPython 3.12's Lib/hmac.py, RFC 2104) over md5 / sha1 / sha2: new, update, copy,
# digest, long keys hashed first, compare_digest and the errors.
import hmac, hashlib
for key, msg, mod in [(b"key", b"The quick brown fox jumps over the lazy dog", "md5"), (b"key", b"The quick brown fox jumps over the lazy dog", hashlib.sha256), (b"k" * 200, b"msg", "sha512"), (b"", b"", "sha1"), (b"secret", b"data", "sha384")]:
    h = hmac.new(key, msg, mod)
    print(h.hexdigest(), h.name, h.digest_size, h.block_size)
h = hmac.new(b"k", digestmod="sha256")
h.update(b"a")
c = h.copy()
h.update(b"b")
print(h.hexdigest() == hmac.new(b"k", b"ab", "sha256").hexdigest(), c.hexdigest() == hmac.digest(b"k", b"a", "sha256").hex())
print(hmac.compare_digest(b"abc", b"abc"), hmac.compare_digest("abc", "abd"), hmac.compare_digest(b"a", b"ab"))
for bad in [lambda: hmac.new("key", b"m", "sha256"), lambda: hmac.new(b"key", b"m"), lambda: hmac.compare_digest("a", b"a"), lambda: hmac.compare_digest("é", "é")]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
