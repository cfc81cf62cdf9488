# String ordering and indexing: the exact-str comparison fast path orders by code point
# (non-ASCII included), str subclasses keep their own comparison methods, and one-character
# ASCII strings from indexing are shared objects as in CPython.
words = ["banana", "Apple", "apple", "", "a", "ab", "é", "z", "\u00ff", "\u0100", "\U0001f600", "~"]
for a in words:
    print(repr(a), [int(a < b) + 2 * int(a <= b) + 4 * int(a > b) + 8 * int(a >= b) for b in words])
print(sorted(words))
print("A" <= "M" <= "Z", "a" <= "M" <= "z", "abc" < "abd" < "b")


class Loud(str):
    def __lt__(self, other):
        print("Loud.__lt__", str(self), other)
        return True


print(Loud("z") < "a", "a" < Loud("z"))
s = "GlobalAveragePooling2D"
print(s[0] is s[0], s[3] is s[3], s[-1], s[5:9])
print([c for i, c in enumerate(s) if "A" <= s[i] <= "Z"])
try:
    "a" < 1
except TypeError as e:
    print(e)
try:
    s[100]
except IndexError as e:
    print(e)
