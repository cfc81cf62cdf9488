# base64 for tfplay: the Base64, Base32 and Base16 encodings of RFC 4648 and
# encodebytes/decodebytes, after CPython 3.12's Lib/base64.py (same results, errors and
# messages). Not provided: the Ascii85 and Base85 codecs (a85*, b85*, z85*) and the file
# functions encode/decode.
import binascii

__all__ = ["encodebytes", "decodebytes", "b64encode", "b64decode", "b32encode", "b32decode",
           "b32hexencode", "b32hexdecode", "b16encode", "b16decode", "standard_b64encode",
           "standard_b64decode", "urlsafe_b64encode", "urlsafe_b64decode"]

bytes_types = (bytes,)


def _bytes_from_decode_data(s):
    if isinstance(s, str):
        try:
            return s.encode("ascii")
        except UnicodeEncodeError:
            raise ValueError("string argument should contain only ASCII characters") from None
    if isinstance(s, bytes):
        return s
    if isinstance(s, memoryview):
        return s.tobytes()
    raise TypeError("argument should be a bytes-like object or ASCII string, not "
                    + repr(type(s).__name__)) from None


def _swap(s, old, new):
    """s with each byte of old replaced by the byte of new at the same place (bytes.translate
    with bytes.maketrans(old, new))."""
    table = dict(zip(old, new))
    return bytes([table.get(c, c) for c in s])


def _input_type_check(s):
    if isinstance(s, (bytes, memoryview)):
        return
    raise TypeError("expected bytes-like object, not " + type(s).__name__)


def b64encode(s, altchars=None):
    """Base64 encoding of the bytes s; altchars (2 bytes) replaces '+' and '/'."""
    encoded = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        assert len(altchars) == 2, repr(altchars)
        return _swap(encoded, b"+/", altchars)
    return encoded


def b64decode(s, altchars=None, validate=False):
    """The bytes Base64 s (bytes or ASCII str) encodes. Other characters are skipped unless
    validate is true (binascii.Error then); wrong padding is a binascii.Error."""
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        assert len(altchars) == 2, repr(altchars)
        s = _swap(s, altchars, b"+/")
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


def urlsafe_b64encode(s):
    """Base64 with the URL- and file-name-safe alphabet ('-' and '_' for '+' and '/')."""
    return _swap(b64encode(s), b"+/", b"-_")


def urlsafe_b64decode(s):
    s = _bytes_from_decode_data(s)
    s = _swap(s, b"-_", b"+/")
    return b64decode(s)


_B32 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B32HEX = b"0123456789ABCDEFGHIJKLMNOPQRSTUV"


def _b32encode(alphabet, s):
    if not isinstance(s, bytes):
        s = memoryview(s).tobytes()
    leftover = len(s) % 5
    if leftover:
        s = s + b"\0" * (5 - leftover)
    out = []
    for i in range(0, len(s), 5):
        c = int.from_bytes(s[i:i + 5], "big")
        for shift in range(35, -1, -5):
            out.append(alphabet[(c >> shift) & 31])
    pad = {1: 6, 2: 4, 3: 3, 4: 1}.get(leftover, 0)
    if pad:
        out[-pad:] = [61] * pad
    return bytes(out)


def _b32decode(alphabet, s, casefold=False, map01=None):
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error("Incorrect padding")
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        assert len(map01) == 1, repr(map01)
        s = _swap(s, b"01", b"O" + map01)
    if casefold:
        s = s.upper()
    total = len(s)
    s = s.rstrip(b"=")
    padchars = total - len(s)
    rev = {c: i for i, c in enumerate(alphabet)}
    out = []
    acc = 0
    for i in range(0, len(s), 8):
        acc = 0
        for c in s[i:i + 8]:
            v = rev.get(c)
            if v is None:
                raise binascii.Error("Non-base32 digit found")
            acc = (acc << 5) + v
        out.append(acc)
    if total % 8 or padchars not in (0, 1, 3, 4, 6):
        raise binascii.Error("Incorrect padding")
    data = b"".join(v.to_bytes(5, "big") for v in out[:-1]) if out else b""
    if out:
        last = out[-1]
        if padchars:
            last <<= 5 * padchars
            data += last.to_bytes(5, "big")[:(43 - 5 * padchars) // 8]
        else:
            data += last.to_bytes(5, "big")
    return data


def b32encode(s):
    """Base32 encoding of the bytes s (RFC 4648's alphabet, '=' padding)."""
    return _b32encode(_B32, s)


def b32decode(s, casefold=False, map01=None):
    return _b32decode(_B32, s, casefold, map01)


def b32hexencode(s):
    return _b32encode(_B32HEX, s)


def b32hexdecode(s, casefold=False):
    return _b32decode(_B32HEX, s, casefold)


def b16encode(s):
    """Base16 (upper-case hexadecimal) encoding of the bytes s."""
    return binascii.hexlify(s).upper()


def b16decode(s, casefold=False):
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    for c in s:
        if not (48 <= c <= 57 or 65 <= c <= 70):
            raise binascii.Error("Non-base16 digit found")
    return binascii.unhexlify(s)


MAXLINESIZE = 76
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def encodebytes(s):
    """Base64 of the bytes s in lines of at most 76 characters, each ending with a newline."""
    _input_type_check(s)
    pieces = []
    for i in range(0, len(s), MAXBINSIZE):
        pieces.append(binascii.b2a_base64(s[i:i + MAXBINSIZE]))
    return b"".join(pieces)


def decodebytes(s):
    """The bytes Base64 lines (encodebytes's) encode."""
    _input_type_check(s)
    return binascii.a2b_base64(s)
