# binascii for tfplay: the base64 and hexadecimal conversions and crc32 that base64.py and
# programs use, written in Python after CPython 3.12's Modules/binascii.c (same results,
# errors and messages). a2b_base64's strict mode is 3.12.3's (sys.version): padding after a
# complete quad ends the data without error; 3.12.4 added "Excess padding not allowed".
# Not provided: the uu, quoted-printable and hqx conversions, crc_hqx.

__all__ = ["Error", "Incomplete", "a2b_base64", "b2a_base64", "a2b_hex", "b2a_hex", "hexlify",
           "unhexlify", "crc32"]


class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


Error.__module__ = "binascii"
Incomplete.__module__ = "binascii"

_B64 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64_REV = {c: i for i, c in enumerate(_B64)}


def _bytes_in(data):
    """The bytes of a bytes-like argument of a b2a_* function (str is refused)."""
    if isinstance(data, bytes):
        return data
    if isinstance(data, memoryview):
        return data.tobytes()
    raise TypeError("a bytes-like object is required, not '" + type(data).__name__ + "'")


def _ascii_in(data):
    """The bytes of an a2b_* argument: bytes-like, or a str of ASCII characters only."""
    if isinstance(data, str):
        try:
            return data.encode("ascii")
        except UnicodeEncodeError:
            raise ValueError("string argument should contain only ASCII characters") from None
    if isinstance(data, bytes):
        return data
    if isinstance(data, memoryview):
        return data.tobytes()
    raise TypeError("argument should be bytes, buffer or ASCII string, not '" + type(data).__name__ + "'")


def b2a_base64(data, /, *, newline=True):
    """Base64 text of the data (76-character lines are base64.encodebytes's job), with a
    trailing newline unless newline is false."""
    data = _bytes_in(data)
    out = []
    n = len(data)
    for i in range(0, n - n % 3, 3):
        v = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
        out.append(_B64[v >> 18])
        out.append(_B64[(v >> 12) & 63])
        out.append(_B64[(v >> 6) & 63])
        out.append(_B64[v & 63])
    rest = n % 3
    if rest == 1:
        v = data[n - 1] << 16
        out += [_B64[v >> 18], _B64[(v >> 12) & 63], 61, 61]
    elif rest == 2:
        v = (data[n - 2] << 16) | (data[n - 1] << 8)
        out += [_B64[v >> 18], _B64[(v >> 12) & 63], _B64[(v >> 6) & 63], 61]
    if newline:
        out.append(10)
    return bytes(out)


def a2b_base64(data, /, *, strict_mode=False):
    """The bytes base64 text encodes. Characters outside the alphabet are skipped unless
    strict_mode (then an Error, as is padding anywhere but at the end)."""
    s = _ascii_in(data)
    if strict_mode and s[:1] == b"=":
        raise Error("Leading padding not allowed")
    out = []
    quad = 0
    left = 0
    pads = 0
    padding_started = False
    n = len(s)
    for i in range(n):
        c = s[i]
        if c == 61:  # '='
            padding_started = True
            if quad >= 2:
                pads += 1
                if quad + pads >= 4:
                    if strict_mode and i + 1 < n:
                        raise Error("Excess data after padding")
                    return bytes(out)
            continue
        v = _B64_REV.get(c)
        if v is None:
            if strict_mode:
                raise Error("Only base64 data is allowed")
            continue
        if strict_mode and padding_started:
            raise Error("Discontinuous padding not allowed")
        pads = 0
        if quad == 0:
            left = v
            quad = 1
        elif quad == 1:
            out.append(((left << 2) | (v >> 4)) & 255)
            left = v & 15
            quad = 2
        elif quad == 2:
            out.append(((left << 4) | (v >> 2)) & 255)
            left = v & 3
            quad = 3
        else:
            out.append(((left << 6) | v) & 255)
            quad = 0
    if quad == 1:
        raise Error("Invalid base64-encoded string: number of data characters (" + str(len(out) // 3 * 4 + 1)
                    + ") cannot be 1 more than a multiple of 4")
    if quad != 0:
        raise Error("Incorrect padding")
    return bytes(out)


def b2a_hex(data, sep=None, bytes_per_sep=1):
    """Hexadecimal text of the data, as bytes (bytes.hex's sep and bytes_per_sep)."""
    data = _bytes_in(data)
    text = data.hex()
    if sep is not None:
        if isinstance(sep, bytes):
            sep = sep.decode("ascii")
        if len(sep) != 1:
            raise ValueError("sep must be length 1.")
        step = 2 * abs(bytes_per_sep) if bytes_per_sep else len(text) or 1
        if bytes_per_sep < 0:
            groups = [text[i:i + step] for i in range(0, len(text), step)]
        else:
            first = len(text) % step or step
            groups = [text[:first]] + [text[i:i + step] for i in range(first, len(text), step)]
        text = sep.join(g for g in groups if g)
    return text.encode("ascii")


hexlify = b2a_hex


def a2b_hex(hexstr):
    """The bytes hexadecimal text (an even number of digits, either case) stands for."""
    s = _ascii_in(hexstr)
    if len(s) % 2:
        raise Error("Odd-length string")
    out = []
    for i in range(0, len(s), 2):
        hi = _hex_digit(s[i])
        lo = _hex_digit(s[i + 1])
        if hi < 0 or lo < 0:
            raise Error("Non-hexadecimal digit found")
        out.append(hi * 16 + lo)
    return bytes(out)


unhexlify = a2b_hex


def _hex_digit(c):
    if 48 <= c <= 57:
        return c - 48
    if 97 <= c <= 102:
        return c - 87
    if 65 <= c <= 70:
        return c - 55
    return -1


def _crc_table():
    table = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        table.append(c)
    return table


_CRC_TABLE = None


def crc32(data, crc=0, /):
    """The CRC-32 of the data (zlib's), continuing from crc; an unsigned 32-bit int."""
    global _CRC_TABLE
    data = _bytes_in(data)
    if _CRC_TABLE is None:
        _CRC_TABLE = _crc_table()
    table = _CRC_TABLE
    c = (crc & 0xFFFFFFFF) ^ 0xFFFFFFFF
    for b in data:
        c = table[(c ^ b) & 255] ^ (c >> 8)
    return c ^ 0xFFFFFFFF
