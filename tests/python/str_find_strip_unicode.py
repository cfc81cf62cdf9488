# str.find/rfind/index/rindex honour start and end (counted in code points), and strip/split
# without arguments treat all Unicode whitespace as CPython does.
s = "abcabcé"
print(s.find("b", 2), s.find("b", -3), s.rfind("b", 0, 3), s.index("c", 3), s.rindex("a", 1))
print(s.find("é", 4), s.find("c", 10), s.find("", 3), s.find("", 99), s.rfind("", 2, 5))
print(s.find("a", 4, 2), s.find("b", None, 3), s.find("b", 3, None))
try:
    s.index("z", 1)
except ValueError as e:
    print("ValueError:", e)
for ws in ["\u3000", "\u2003", "\u00a0", "\x1c", "\x85", "\u200b"]:
    t = ws + "x" + ws
    print(repr(t.strip()), repr(t.lstrip()), repr(t.rstrip()), ("a" + ws + "b").split(), ("a" + ws + "b").rsplit(maxsplit=0))
print("é-é".strip("é"), "ééxé".lstrip("é"), "xyé".rstrip("éy"))
print("  a  b  c  ".split(None, 1), "  a  b  c  ".rsplit(None, 1))
