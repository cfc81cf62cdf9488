# format() of a str refuses a sign, a space, 'z', '#' and '=' alignment as CPython's
# format_string_internal does (Objects/stringlib/unicode_format.h, formatter_unicode.c), in
# that order; fill, alignment, width, precision and the '0' flag still apply.
for spec in ("=5", "+", " ", "#", "z", "-", "+#=5", "x<5", "^7.2", "05", ">3s"):
    try:
        print(repr(format("ab", spec)))
    except ValueError as e:
        print(f"{spec!r}: {e}")
print(f"{'ab':*^8}|{'abc':.1}|{'a'!r:>5}")
