# printf-style '*' width and precision (unicode_format_arg_parse), widths and precisions past
# printf's buffer, the limits' errors, and str.format's nested fields sharing the automatic
# numbering of their field (MarkupIterator), with get_integer's and build_string's errors.
print("%*d|%-*d|%.*f|%*s|" % (5, 1, 4, 2, 2, 3.14159, -4, "ab"))
print("%.*s|%*.*f|" % (-3, "abc", 8, 3, 2.5))
print(len("%600d" % 1), len("%.600f" % 1.0), len("{:.600f}".format(1.0)), len("%-700x" % 255))
print("{:>{}}|{:{}{}}".format("a", 4, 3, "<", 5))
print("{0:{1}.{2}f}".format(3.14159, 8, 2))
for f, a in [("%*d", ("x", 1)), ("%.*f", (1.5, 1.0)), ("%*d", (5,)), ("%*d", (2**70, 1)), ("%.*f", (2**40, 1.0)),
             ("%99999999999999999999d", (1,)), ("%.99999999999d", (1,))]:
    try:
        print(f % a)
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
for spec in ["99999999999999999999d", ".99999999999999999999f"]:
    try:
        format(1, spec)
    except ValueError as e:
        print("ValueError:", e)
for f in ["{99999999999999999999}", "{0[99999999999999999999]}", "{:{:{}}}"]:
    try:
        print(f.format([1], 2, 3))
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print("{:{}}|{}".format("x", 3, "y"), "{0:{1}}|{1}".format("z", 2))
