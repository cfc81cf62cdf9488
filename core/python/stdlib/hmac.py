# hmac for tfplay: keyed hashing (RFC 2104) over hashlib's md5, sha1 and sha2, after CPython
# 3.12's Lib/hmac.py (new, digest, compare_digest, the HMAC object and its errors).
import hashlib as _hashlib

__all__ = ["new", "digest", "compare_digest", "HMAC"]

trans_5C = bytes((x ^ 0x5C) for x in range(256))
trans_36 = bytes((x ^ 0x36) for x in range(256))

digest_size = None


class HMAC:
    """The HMAC of a key and the messages given to update(), with a hashlib digest."""

    blocksize = 64

    def __init__(self, key, msg=None, digestmod=''):
        if not isinstance(key, bytes):
            raise TypeError("key: expected bytes or bytearray, but got %r" % type(key).__name__)
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        if callable(digestmod):
            digest_cons = digestmod
        elif isinstance(digestmod, str):
            digest_cons = lambda d=b'': _hashlib.new(digestmod, d)
        else:
            digest_cons = lambda d=b'': digestmod.new(d)
        self._outer = digest_cons()
        self._inner = digest_cons()
        self.digest_size = self._inner.digest_size
        blocksize = getattr(self._inner, 'block_size', self.blocksize)
        if len(key) > blocksize:
            key = digest_cons(key).digest()
        self.block_size = blocksize
        key = key.ljust(blocksize, b'\0')
        self._outer.update(key.translate(trans_5C))
        self._inner.update(key.translate(trans_36))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return "hmac-" + self._inner.name

    def update(self, msg):
        self._inner.update(msg)

    def copy(self):
        other = self.__class__.__new__(self.__class__)
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def _current(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h

    def digest(self):
        return self._current().digest()

    def hexdigest(self):
        return self._current().hexdigest()


def new(key, msg=None, digestmod=''):
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    return HMAC(key, msg, digest).digest()


def compare_digest(a, b, /):
    """a == b for two ASCII str or two bytes, in a time that does not depend on where they differ."""
    if isinstance(a, str) and isinstance(b, str):
        if not a.isascii() or not b.isascii():
            raise TypeError("comparing strings with non-ASCII characters is not supported")
        a, b = a.encode(), b.encode()
    else:
        for x in (a, b):
            if not isinstance(x, bytes):
                raise TypeError("a bytes-like object is required, not '%s'" % type(x).__name__)
    result = len(a) ^ len(b)
    for x, y in zip(a, b if len(a) == len(b) else a):
        result |= x ^ y
    return result == 0
