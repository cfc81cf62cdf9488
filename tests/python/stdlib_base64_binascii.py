# base64 and binascii (CPython 3.12's Lib/base64.py, Modules/binascii.c): encodings,
# decoding with and without validate, padding errors and their messages, hexlify, crc32.
# a2b_base64's strict mode is 3.12.3's (tfplay's sys.version), as 3.11's: padding after a
# complete quad ends the data; 3.12.4 added 'Excess padding not allowed' (not tested here).
import base64, binascii
tests = [
 lambda: base64.b64encode(b"hello world!?"),
 lambda: base64.b64encode("x"),
 lambda: base64.b64encode(b"\xfb\xff", altchars=b"-_"),
 lambda: base64.b64decode("aGVsbG8="),
 lambda: base64.b64decode(b"aGVsbG8"),
 lambda: base64.b64decode(b"aGVsb"),
 lambda: base64.b64decode(b"aGV sbG8=\n"),
 lambda: base64.b64decode(b"aGV sbG8=", validate=True),
 lambda: base64.b64decode(b"=aGV", validate=True),
 lambda: base64.b64decode(b"aG==V", validate=True),
 lambda: base64.b64decode(b"aGVsbA==xx", validate=True),
 lambda: base64.b64decode(b"aGVs===", validate=True),
 lambda: base64.b64decode(b"aGVsbA==xx"),
 lambda: base64.b64decode("é"),
 lambda: base64.b64decode(5),
 lambda: base64.urlsafe_b64encode(b"\xfb\xff\xfe"),
 lambda: base64.urlsafe_b64decode("-_-_"),
 lambda: base64.standard_b64encode(b"ab"),
 lambda: base64.b32encode(b"hello"), lambda: base64.b32encode(b"a"), lambda: base64.b32decode("NBSWY3DP"),
 lambda: base64.b32decode("ME======"), lambda: base64.b32decode("me======", casefold=True), lambda: base64.b32decode("ME====="), lambda: base64.b32decode("M1======"),
 lambda: base64.b16encode(b"\x01\xab"), lambda: base64.b16decode("01AB"), lambda: base64.b16decode("01ab"), lambda: base64.b16decode("01ab", casefold=True), lambda: base64.b16decode("0"),
 lambda: base64.encodebytes(b"x" * 60), lambda: base64.decodebytes(b"eHh4\n"),
 lambda: binascii.hexlify(b"\x01\xff"), lambda: binascii.unhexlify("01ff"), lambda: binascii.unhexlify("0"), lambda: binascii.unhexlify("zz"),
 lambda: binascii.b2a_base64(b"ab"), lambda: binascii.b2a_base64(b"ab", newline=False), lambda: binascii.a2b_base64("YWI="),
 lambda: binascii.crc32(b"hello"), lambda: binascii.crc32(b"world", 12345), lambda: binascii.b2a_hex(b"ab"), lambda: binascii.a2b_hex(b"6162"),
 lambda: binascii.Error.__mro__, lambda: base64.b64decode(b"a"), lambda: base64.b64decode(b"abcde"), lambda: binascii.hexlify(b"abc", "-"),
 lambda: base64.b85encode(b"hi") if False else 0,
]
for t in tests:
    try:
        print(repr(t()))
    except Exception as e:
        print(type(e).__module__, type(e).__name__, e)
