# hashlib for tfplay: md5 only (RFC 1321 in pure Python), which Keras's
# hashing_trick(hash_function="md5") uses. The other CPython algorithms raise
# NotImplementedError naming themselves.

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


class _MD5:
    name = 'md5'
    digest_size = 16
    block_size = 64

    def __init__(self, data=b''):
        self._state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]
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
        full = len(buffer) - len(buffer) % 64
        for start in range(0, full, 64):
            self._state = _compress(self._state, buffer[start:start + 64])
        self._buffer = buffer[full:]

    def copy(self):
        other = _MD5()
        other._state = list(self._state)
        other._buffer = self._buffer
        other._length = self._length
        return other

    def digest(self):
        # Padding: 0x80, zeros to 56 mod 64, then the bit length (64-bit little-endian).
        tail = self._buffer + b'\x80' + bytes((55 - self._length) % 64)
        tail += ((self._length * 8) & 0xFFFFFFFFFFFFFFFF).to_bytes(8, 'little')
        state = self._state
        for start in range(0, len(tail), 64):
            state = _compress(state, tail[start:start + 64])
        return b''.join(x.to_bytes(4, 'little') for x in state)

    def hexdigest(self):
        return ''.join('%02x' % byte for byte in self.digest())


def md5(data=b'', *, usedforsecurity=True):
    return _MD5(data)


def new(name, data=b'', **kwargs):
    if name.lower() == 'md5':
        return _MD5(data)
    raise NotImplementedError(f'tfplay: hashlib.new({name!r}) is not supported; only md5 is')


def __getattr__(name):
    if name in ('sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha3_224', 'sha3_256',
                'sha3_384', 'sha3_512', 'shake_128', 'shake_256', 'blake2b', 'blake2s',
                'pbkdf2_hmac', 'scrypt', 'file_digest'):
        raise NotImplementedError(f'tfplay: hashlib.{name} is not supported; only md5 is')
    raise AttributeError(f"module 'hashlib' has no attribute '{name}'")
