# hashlib for tfplay: md5 (RFC 1321; Keras's hashing_trick(hash_function="md5") uses it), sha1,
# sha224, sha256, sha384 and sha512 (FIPS 180-4) in pure Python, with CPython's object API
# (update, digest, hexdigest, copy, name, digest_size, block_size). The other algorithms
# (sha3, shake, blake2, pbkdf2_hmac, scrypt) raise NotImplementedError naming themselves.

_S = [7, 12, 17, 22] * 4 + [5, 9, 14, 20] * 4 + [4, 11, 16, 23] * 4 + [6, 10, 15, 21] * 4
# K[i] = floor(abs(sin(i + 1)) * 2**32), RFC 1321's table.
_K = [
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
]
_MASK = 0xFFFFFFFF


def _rotl(x, n):
    return ((x << n) | (x >> (32 - n))) & _MASK


def _compress(state, block):
    m = [int.from_bytes(block[4 * i:4 * i + 4], 'little') for i in range(16)]
    a, b, c, d = state
    for i in range(64):
        if i < 16:
            f, g = (b & c) | (~b & d), i
        elif i < 32:
            f, g = (d & b) | (~d & c), (5 * i + 1) % 16
        elif i < 48:
            f, g = b ^ c ^ d, (3 * i + 5) % 16
        else:
            f, g = c ^ (b | (~d & _MASK)), (7 * i) % 16
        f = (f + a + _K[i] + m[g]) & _MASK
        a, d, c = d, c, b
        b = (b + _rotl(f, _S[i])) & _MASK
    return [(x + y) & _MASK for x, y in zip(state, (a, b, c, d))]


def md5(data=b'', *, usedforsecurity=True):
    return _Hash('md5', [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476], _compress, 4, 64, 16, data, 'little')


def _iroot(n, k):
    """floor(n ** (1 / k)) for an int n >= 0 (Newton's method on ints)."""
    if n < 2:
        return n
    x = 1 << ((n.bit_length() + k - 1) // k)
    while True:
        y = ((k - 1) * x + n // x ** (k - 1)) // k
        if y >= x:
            return x
        x = y


def _primes(count):
    found = []
    n = 2
    while len(found) < count:
        if all(n % p for p in found if p * p <= n):
            found.append(n)
        n += 1
    return found


# FIPS 180-4's constants: the first 32 or 64 bits of the fractional parts of the cube roots
# (round constants) and square roots (initial values) of the first primes.
_P = _primes(80)
_K32 = [_iroot(p << 96, 3) & 0xFFFFFFFF for p in _P[:64]]
_K64 = [_iroot(p << 192, 3) & 0xFFFFFFFFFFFFFFFF for p in _P]
_IV256 = [_iroot(p << 64, 2) & 0xFFFFFFFF for p in _P[:8]]
_IV512 = [_iroot(p << 128, 2) & 0xFFFFFFFFFFFFFFFF for p in _P[:8]]
_IV384 = [_iroot(p << 128, 2) & 0xFFFFFFFFFFFFFFFF for p in _P[8:16]]
_IV224 = [x & 0xFFFFFFFF for x in _IV384]


def _sha256_compress(state, block):
    mask = 0xFFFFFFFF
    w = [int.from_bytes(block[4 * i:4 * i + 4], 'big') for i in range(16)]
    for i in range(16, 64):
        x, y = w[i - 15], w[i - 2]
        s0 = ((x >> 7) | (x << 25)) ^ ((x >> 18) | (x << 14)) ^ (x >> 3)
        s1 = ((y >> 17) | (y << 15)) ^ ((y >> 19) | (y << 13)) ^ (y >> 10)
        w.append((w[i - 16] + (s0 & mask) + w[i - 7] + (s1 & mask)) & mask)
    a, b, c, d, e, f, g, h = state
    for i in range(64):
        s1 = (((e >> 6) | (e << 26)) ^ ((e >> 11) | (e << 21)) ^ ((e >> 25) | (e << 7))) & mask
        ch = (e & f) ^ (~e & g)
        t1 = (h + s1 + ch + _K32[i] + w[i]) & mask
        s0 = (((a >> 2) | (a << 30)) ^ ((a >> 13) | (a << 19)) ^ ((a >> 22) | (a << 10))) & mask
        t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) & mask
        h, g, f, e, d, c, b, a = g, f, e, (d + t1) & mask, c, b, a, (t1 + t2) & mask
    return [(x + y) & mask for x, y in zip(state, (a, b, c, d, e, f, g, h))]


def _sha512_compress(state, block):
    mask = 0xFFFFFFFFFFFFFFFF

    def rotr(x, n):
        return ((x >> n) | (x << (64 - n))) & mask

    w = [int.from_bytes(block[8 * i:8 * i + 8], 'big') for i in range(16)]
    for i in range(16, 80):
        x, y = w[i - 15], w[i - 2]
        s0 = rotr(x, 1) ^ rotr(x, 8) ^ (x >> 7)
        s1 = rotr(y, 19) ^ rotr(y, 61) ^ (y >> 6)
        w.append((w[i - 16] + s0 + w[i - 7] + s1) & mask)
    a, b, c, d, e, f, g, h = state
    for i in range(80):
        s1 = rotr(e, 14) ^ rotr(e, 18) ^ rotr(e, 41)
        ch = (e & f) ^ (~e & g & mask)
        t1 = (h + s1 + ch + _K64[i] + w[i]) & mask
        s0 = rotr(a, 28) ^ rotr(a, 34) ^ rotr(a, 39)
        t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) & mask
        h, g, f, e, d, c, b, a = g, f, e, (d + t1) & mask, c, b, a, (t1 + t2) & mask
    return [(x + y) & mask for x, y in zip(state, (a, b, c, d, e, f, g, h))]


def _sha1_compress(state, block):
    mask = 0xFFFFFFFF
    w = [int.from_bytes(block[4 * i:4 * i + 4], 'big') for i in range(16)]
    for i in range(16, 80):
        x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
        w.append(((x << 1) | (x >> 31)) & mask)
    a, b, c, d, e = state
    for i in range(80):
        if i < 20:
            f, k = (b & c) | (~b & d), 0x5A827999
        elif i < 40:
            f, k = b ^ c ^ d, 0x6ED9EBA1
        elif i < 60:
            f, k = (b & c) | (b & d) | (c & d), 0x8F1BBCDC
        else:
            f, k = b ^ c ^ d, 0xCA62C1D6
        t = (((a << 5) | (a >> 27)) + (f & mask) + e + k + w[i]) & mask
        e, d, c, b, a = d, c, ((b << 30) | (b >> 2)) & mask, a, t
    return [(x + y) & mask for x, y in zip(state, (a, b, c, d, e))]


class _Hash:
    """A Merkle-Damgard hash (FIPS 180-4's, big-endian; MD5, little-endian): blocks through
    `compress`, padding with 0x80, zeros and the message's bit length in two words."""

    def __init__(self, name, iv, compress, word, block_size, digest_size, data=b'', byteorder='big'):
        self.name = name
        self._byteorder = byteorder
        self._iv = iv
        self._compress = compress
        self._word = word
        self.block_size = block_size
        self.digest_size = digest_size
        self._state = list(iv)
        self._buffer = b''
        self._length = 0
        if data:
            self.update(data)

    def update(self, data):
        if isinstance(data, str):
            raise TypeError('Strings must be encoded before hashing')
        data = bytes(data)
        self._length += len(data)
        buffer = self._buffer + data
        size = self.block_size
        full = len(buffer) - len(buffer) % size
        for start in range(0, full, size):
            self._state = self._compress(self._state, buffer[start:start + size])
        self._buffer = buffer[full:]

    def copy(self):
        other = _Hash(self.name, self._iv, self._compress, self._word, self.block_size, self.digest_size,
                      byteorder=self._byteorder)
        other._state = list(self._state)
        other._buffer = self._buffer
        other._length = self._length
        return other

    def digest(self):
        size = self.block_size
        length_bytes = 2 * self._word  # 8 bytes of bit length for 64-byte blocks, 16 for 128
        tail = self._buffer + b'\x80'
        tail += bytes((size - length_bytes - len(tail)) % size)
        tail += ((self._length * 8) % (1 << (8 * length_bytes))).to_bytes(length_bytes, self._byteorder)
        state = self._state
        for start in range(0, len(tail), size):
            state = self._compress(state, tail[start:start + size])
        return b''.join(x.to_bytes(self._word, self._byteorder) for x in state)[:self.digest_size]

    def hexdigest(self):
        return ''.join('%02x' % byte for byte in self.digest())


_SHA1_IV = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]


def sha1(data=b'', *, usedforsecurity=True):
    return _Hash('sha1', _SHA1_IV, _sha1_compress, 4, 64, 20, data)


def sha224(data=b'', *, usedforsecurity=True):
    return _Hash('sha224', _IV224, _sha256_compress, 4, 64, 28, data)


def sha256(data=b'', *, usedforsecurity=True):
    return _Hash('sha256', _IV256, _sha256_compress, 4, 64, 32, data)


def sha384(data=b'', *, usedforsecurity=True):
    return _Hash('sha384', _IV384, _sha512_compress, 8, 128, 48, data)


def sha512(data=b'', *, usedforsecurity=True):
    return _Hash('sha512', _IV512, _sha512_compress, 8, 128, 64, data)


_CONSTRUCTORS = {'md5': md5, 'sha1': sha1, 'sha224': sha224, 'sha256': sha256, 'sha384': sha384,
                 'sha512': sha512}
algorithms_guaranteed = {'blake2b', 'blake2s', 'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha3_224',
                         'sha3_256', 'sha3_384', 'sha3_512', 'sha512', 'shake_128', 'shake_256'}
algorithms_available = set(algorithms_guaranteed)


def new(name, data=b'', **kwargs):
    constructor = _CONSTRUCTORS.get(name.lower()) if isinstance(name, str) else None
    if constructor is not None:
        return constructor(data)
    if isinstance(name, str) and name.lower() in algorithms_guaranteed:
        raise NotImplementedError(f'tfplay: hashlib.new({name!r}) is not supported; md5, sha1 and sha2 are')
    raise ValueError(f'unsupported hash type {name}')


def __getattr__(name):
    if name in ('sha3_224', 'sha3_256', 'sha3_384', 'sha3_512', 'shake_128', 'shake_256', 'blake2b',
                'blake2s', 'pbkdf2_hmac', 'scrypt', 'file_digest'):
        raise NotImplementedError(f'tfplay: hashlib.{name} is not supported; md5, sha1 and sha2 are')
    raise AttributeError(f"module 'hashlib' has no attribute '{name}'")
