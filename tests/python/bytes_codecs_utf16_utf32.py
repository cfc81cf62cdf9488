# str.encode / bytes.decode with the UTF-16 and UTF-32 codecs (plain, -le, -be and aliases):
# BOMs, surrogate pairs and the decode errors with every error handler, as CPython reports them.
s = u"语言处理 Thanks 😊"
for enc in ["UTF-16-BE", "utf-16-le", "utf-16", "utf_32", "UTF-32-BE", "utf-32le", "u16", "UTF16"]:
    b = s.encode(enc)
    print(enc, b, b.decode(enc) == s)
print(b"\xff\xfeA\x00".decode("utf-16"), b"\xfe\xff\x00A".decode("utf-16"), b"A\x00".decode("utf-16"))
print(repr(b"\xff\xfeA\x00".decode("utf-16-le")))
for data, enc in [(b"A\x00B", "utf-16-le"), (b"\x00\xdc\x41\x00", "utf-16-le"), (b"\x00\xd8\x41\x00", "utf-16-le"),
                  (b"\x00\xd8", "utf-16-le"), (b"\x00\xd8\x41", "utf-16-le"), (b"\x00\x00\x11\x00", "utf-32-le"), (b"\x00\xd8\x00\x00", "utf-32-le"),
                  (b"A\x00\x00\x00B", "utf-32"), (b"\xfe\xff\xdc\x00", "utf-16")]:
    for errors in ["strict", "replace", "ignore", "backslashreplace"]:
        try:
            print(enc, errors, repr(data.decode(enc, errors)))
        except UnicodeDecodeError as e:
            print(enc, errors, "UnicodeDecodeError:", e, e.start, e.end, e.encoding)
