# Lone surrogates (chr(0xD800), "\udcff") are valid str characters, but the UTF-8 codec refuses
# them unless an error handler says what to do; print() to stdout encodes strictly.
s = chr(0xD800)
print(len(s), repr(s), s == "\ud800", ascii(s))
for errors in ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace", "surrogatepass"]:
    try:
        print(errors, "a\ud800\udfffb".encode("utf-8", errors))
    except UnicodeEncodeError as e:
        print(errors, "->", e, e.start, e.end, repr(e.object), e.reason)
print("\udc80\udcff".encode("utf-8", "surrogateescape"))
try:
    "x\ud800".encode("utf-8", "surrogateescape")
except UnicodeEncodeError as e:
    print(e)
print("ok", "x\ud800y")
print("never")
