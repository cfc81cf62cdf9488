# Format specs whose presentation type the value's type refuses or reads differently
# (Python/formatter_unicode.c): float 'n', unknown codes, 'c' ranges, separators.
def show(value, spec):
    try:
        print(repr(format(value, spec)))
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__ + ":", e)


for spec in ["n", ".3n", "10n", "X", "c", "d", "s", "q", ",n", "_n", ",", "_"]:
    show(2.5, spec)
for spec in ["n", ",n", ".2s", ".2c", "s", "q", "+c", "#c", " c", "-c", "z", "z.2", ",c", "_c", ",x", "_x", "_o", ",d", ",g", "_f"]:
    show(3, spec)
for v in [-1, 0x110000, 0x10FFFF, 65, 2**70, -2**70]:
    show(v, "c")
for spec in ["q", ".2s", "n", ",x", "_b"]:
    show(2**70, spec)
for spec in [",", "_", ",s", "n", "c"]:
    show("abc", spec)
for spec in ["q", ",", "n", "c"]:
    show(True, spec)
for v in [65, 0x110000, -1, 2**70]:
    try:
        print(repr("%c" % v))
    except OverflowError as e:
        print("OverflowError:", e)
print(f"{1234567.891:n}", f"{1e20:n}", f"{1.5e-7:n}", f"{float('inf'):n}")
