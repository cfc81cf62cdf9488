# struct for tfplay: pack, unpack, calcsize, iter_unpack, unpack_from and Struct, written in
# Python after CPython 3.12's Modules/_struct.c with its results, errors and messages. Native
# mode ('@', the default) is CPython's on 64-bit Linux: little-endian, long / size_t / pointer
# 8 bytes, each item aligned to its size. Not provided: pack_into (tfplay has no bytearray to
# pack into).
import math

__all__ = ["calcsize", "pack", "pack_into", "unpack", "unpack_from", "iter_unpack", "Struct", "error"]


class error(Exception):
    pass


error.__module__ = "struct"

_STD_SIZES = {"x": 1, "c": 1, "b": 1, "B": 1, "?": 1, "h": 2, "H": 2, "i": 4, "I": 4, "l": 4, "L": 4,
              "q": 8, "Q": 8, "e": 2, "f": 4, "d": 8, "s": 1, "p": 1}
_NATIVE_SIZES = dict(_STD_SIZES, l=8, L=8, n=8, N=8, P=8)
_SIGNED = "bhilqn"
_UNSIGNED = "BHILQNP"
# The codes whose range error names the C type (CPython's native and standard byte/short
# packers); the others say "'X' format requires MIN <= number <= MAX".
_TYPE_WORDS = {"b": "byte", "B": "ubyte", "h": "short", "H": "ushort"}
# precision (with the hidden bit), exponent bias, NaN bits of the IEEE 754 formats.
_FLOATS = {"e": (11, 15, 0x7E00), "f": (24, 127, 0x7FC00000), "d": (53, 1023, 0x7FF8000000000000)}


def _parse(fmt):
    """(byteorder, items, size) of a format: items are (code, count, offset)."""
    if isinstance(fmt, bytes):
        fmt = fmt.decode("latin-1")
    if not isinstance(fmt, str):
        raise TypeError("Struct() argument 1 must be a str or bytes object, not " + type(fmt).__name__)
    order = "@"
    i = 0
    if fmt[:1] in ("@", "=", "<", ">", "!"):
        order = fmt[0]
        i = 1
    native = order == "@"
    sizes = _NATIVE_SIZES if native else _STD_SIZES
    items = []
    size = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c.isspace():
            i += 1
            continue
        count = 1
        if "0" <= c <= "9":
            j = i
            while j < n and "0" <= fmt[j] <= "9":
                j += 1
            count = int(fmt[i:j])
            if j >= n:
                raise error("repeat count given without format specifier")
            i = j
            c = fmt[i]
        if c not in sizes:
            raise error("bad char in struct format")
        itemsize = sizes[c]
        if native and c not in "xcsp?" and itemsize > 1:
            size = (size + itemsize - 1) // itemsize * itemsize
        if c in "sp":
            items.append((c, count, size))
            size += count
        elif c == "x":
            size += count
        else:
            for _ in range(count):
                items.append((c, 1, size))
                size += itemsize
        i += 1
    return order, items, size


_cache = {}


def _compiled(fmt):
    key = (type(fmt), fmt)
    got = _cache.get(key)
    if got is None:
        got = _parse(fmt)
        if len(_cache) > 100:
            _cache.clear()
        _cache[key] = got
    return got


def _float_bits(x, code):
    """The IEEE 754 bits of x in the format of code (round half to even, as a C cast)."""
    p, bias, nan = _FLOATS[code]
    total = {"e": 16, "f": 32, "d": 64}[code]
    sign = 1 if math.copysign(1.0, x) < 0 else 0
    top = sign << (total - 1)
    if x != x:
        return top | nan
    x = abs(x)
    emax_field = 2 * bias + 1
    if math.isinf(x):
        return top | (emax_field << (p - 1))
    if x == 0:
        return top
    m, e = math.frexp(x)  # x = m * 2**e, 0.5 <= m < 1
    mant = int(math.ldexp(m, 53))  # x = mant * 2**(e - 53), exactly
    kmin = 2 - bias - p  # the exponent of the smallest subnormal
    k = max(e - p, kmin)  # x = q * 2**k with q of at most p bits
    shift = k - (e - 53)
    if shift > 0:
        q = mant >> shift
        rest = mant - (q << shift)
        half = 1 << (shift - 1)
        if rest > half or (rest == half and q & 1):
            q += 1
    else:
        q = mant << -shift
    if q >> p:  # rounding carried into a new bit
        q >>= 1
        k += 1
    if q >> (p - 1) == 0:  # subnormal
        return top | q
    field = k + (p - 1) + bias
    if field >= emax_field:
        raise OverflowError("float too large to pack with " + code + " format")
    return top | (field << (p - 1)) | (q - (1 << (p - 1)))


def _float_value(bits, code):
    p, bias, _ = _FLOATS[code]
    total = {"e": 16, "f": 32, "d": 64}[code]
    sign = -1.0 if bits >> (total - 1) else 1.0
    field = (bits >> (p - 1)) & ((1 << (total - p)) - 1)
    frac = bits & ((1 << (p - 1)) - 1)
    if field == (1 << (total - p)) - 1:
        return sign * math.inf if frac == 0 else math.copysign(math.nan, sign)
    if field == 0:
        return sign * math.ldexp(frac, 2 - bias - p)
    return sign * math.ldexp(frac + (1 << (p - 1)), field - bias - (p - 1))


def _as_index(v):
    if isinstance(v, int):
        return int(v)
    index = getattr(type(v), "__index__", None)
    if index is None:
        raise error("required argument is not an integer")
    return index(v)


def _int_bytes(v, code, size, little):
    v = _as_index(v)
    # Values outside a C long (unsigned long for I, L, Q, N, P) fail before the range check.
    if code in "IL" and size == 4 or code in "QNP" or (code == "L" and size == 8):
        if v < 0 or v >= 1 << 64:
            raise error("argument out of range")
        hi = (1 << (8 * size)) - 1
        if v > hi:
            raise error("'" + code + "' format requires 0 <= number <= " + str(hi))
    else:
        if v < -(1 << 63) or v >= 1 << 63:
            raise error("argument out of range")
        if code in _SIGNED:
            lo, hi = -(1 << (8 * size - 1)), (1 << (8 * size - 1)) - 1
        else:
            lo, hi = 0, (1 << (8 * size)) - 1
        if not lo <= v <= hi:
            word = _TYPE_WORDS.get(code)
            what = word + " format" if word else "'" + code + "' format"
            raise error(what + " requires " + str(lo) + " <= number <= " + str(hi))
        if v < 0:
            v += 1 << (8 * size)
    return v.to_bytes(size, "little" if little else "big")


def _pack(compiled, args):
    order, items, size = compiled
    if len(args) != len(items):
        raise error("pack expected " + str(len(items)) + " items for packing (got " + str(len(args)) + ")")
    little = order in ("@", "=", "<")
    sizes = _NATIVE_SIZES if order == "@" else _STD_SIZES
    out = []
    pos = 0
    for (code, count, offset), v in zip(items, args):
        if offset > pos:
            out.append(b"\0" * (offset - pos))
            pos = offset
        if code == "s" or code == "p":
            if not isinstance(v, bytes):
                raise error("argument for '" + code + "' must be a bytes object")
            if code == "s":
                data = v[:count] + b"\0" * (count - len(v[:count]))
            elif count == 0:
                data = b""
            else:
                body = v[:count - 1]
                data = bytes([min(len(body), 255)]) + body + b"\0" * (count - 1 - len(body))
            out.append(data)
            pos += count
            continue
        itemsize = sizes[code]
        if code == "c":
            if not isinstance(v, bytes) or len(v) != 1:
                raise error("char format requires a bytes object of length 1")
            data = v
        elif code == "?":
            data = b"\1" if v else b"\0"
        elif code in _FLOATS:
            if isinstance(v, float):
                x = v
            elif isinstance(v, int) or hasattr(type(v), "__float__") or hasattr(type(v), "__index__"):
                x = float(v)
            else:
                raise error("required argument is not a float")
            data = _float_bits(x, code).to_bytes(itemsize, "little" if little else "big")
        else:
            data = _int_bytes(v, code, itemsize, little)
        out.append(data)
        pos += itemsize
    if size > pos:
        out.append(b"\0" * (size - pos))
    return b"".join(out)


def _buffer(data):
    if isinstance(data, bytes):
        return data
    if isinstance(data, memoryview):
        return data.tobytes()
    raise TypeError("a bytes-like object is required, not '" + type(data).__name__ + "'")


def _unpack(compiled, data):
    order, items, size = compiled
    little = order in ("@", "=", "<")
    sizes = _NATIVE_SIZES if order == "@" else _STD_SIZES
    out = []
    for code, count, offset in items:
        if code == "s":
            out.append(data[offset:offset + count])
            continue
        if code == "p":
            if count == 0:
                out.append(b"")
                continue
            n = min(data[offset], count - 1)
            out.append(data[offset + 1:offset + 1 + n])
            continue
        itemsize = sizes[code]
        chunk = data[offset:offset + itemsize]
        if code == "c":
            out.append(chunk)
        elif code == "?":
            out.append(chunk != b"\0")
        elif code in _FLOATS:
            out.append(_float_value(int.from_bytes(chunk, "little" if little else "big"), code))
        else:
            out.append(int.from_bytes(chunk, "little" if little else "big", signed=code in _SIGNED))
    return tuple(out)


def calcsize(format, /):
    """The size in bytes of the struct the format describes."""
    return _compiled(format)[2]


def pack(format, /, *v):
    """The bytes of the values v packed as the format says."""
    return _pack(_compiled(format), v)


def unpack(format, buffer, /):
    """The tuple of values packed in buffer (exactly calcsize(format) bytes)."""
    compiled = _compiled(format)
    data = _buffer(buffer)
    if len(data) != compiled[2]:
        raise error("unpack requires a buffer of " + str(compiled[2]) + " bytes")
    return _unpack(compiled, data)


def unpack_from(format, /, buffer, offset=0):
    return Struct(format).unpack_from(buffer, offset)


def iter_unpack(format, buffer, /):
    return Struct(format).iter_unpack(buffer)


def pack_into(format, buffer, offset, /, *v):
    raise NotImplementedError("struct.pack_into is not supported by tfplay (it has no bytearray to pack into)")


class Struct:
    """A compiled struct format: pack, unpack, unpack_from and iter_unpack without parsing the
    format again."""

    def __init__(self, format):
        self._compiled = _parse(format)
        self.format = format.decode("latin-1") if isinstance(format, bytes) else format
        self.size = self._compiled[2]

    def pack(self, *v):
        return _pack(self._compiled, v)

    def unpack(self, buffer, /):
        data = _buffer(buffer)
        if len(data) != self.size:
            raise error("unpack requires a buffer of " + str(self.size) + " bytes")
        return _unpack(self._compiled, data)

    def unpack_from(self, buffer, offset=0):
        data = _buffer(buffer)
        if offset < 0:
            if offset + len(data) < 0:
                raise error("offset " + str(offset) + " out of range for " + str(len(data)) + "-byte buffer")
            offset += len(data)
        if len(data) - offset < self.size:
            if offset > len(data):
                raise error("offset " + str(offset) + " out of range for " + str(len(data)) + "-byte buffer")
            raise error("unpack_from requires a buffer of at least " + str(self.size + offset)
                        + " bytes for unpacking " + str(self.size) + " bytes at offset " + str(offset)
                        + " (actual buffer size is " + str(len(data)) + ")")
        return _unpack(self._compiled, data[offset:offset + self.size])

    def iter_unpack(self, buffer, /):
        data = _buffer(buffer)
        if self.size == 0:
            raise error("cannot iteratively unpack with a struct of length 0")
        if len(data) % self.size:
            raise error("iterative unpacking requires a buffer of a multiple of " + str(self.size) + " bytes")
        return (_unpack(self._compiled, data[i:i + self.size]) for i in range(0, len(data), self.size))

    def pack_into(self, buffer, offset, *v):
        raise NotImplementedError("struct.pack_into is not supported by tfplay (it has no bytearray to pack into)")

    def __repr__(self):
        return "Struct(" + repr(self.format) + ")"
