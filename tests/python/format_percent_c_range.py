# '%c' of a str: an int code point in range(0x110000) or a one-character str (formatchar).
for v in [65, 0x10FFFF, 0x110000, -1, 2**70, "é", "ab", "", 1.5, True]:
    try:
        print(repr("%c" % v))
    except (OverflowError, TypeError) as e:
        print(type(e).__name__ + ":", e)
