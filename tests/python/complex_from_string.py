# complex(str) (Objects/complexobject.c): real, imaginary and complex forms, parentheses,
# spaces, inf/nan, underscores, and the two error messages. Also str.join, dict() and
# int.from_bytes given something that is not iterable (PySequence_Fast / PyObject_Bytes texts).
for s in ["1", "2j", "1+2j", "-1.5e3-2J", "j", "-j", "+J", "(1+2j)", " ( 3-4j ) ", "1_000+2_0j", "inf", "-infj", "nanj", "1e5j", "1+j", "1-j", ".5j", "5.j", "1e+3+1e-3j", "infinity-infinityj",
          "", "x", "1+", "1+2", "j1", "1 + 2j", "1__0", "(1+2j", "1e", "1e+", "()", "+", "1jj", "2+3j+4j", "_1", "1_", "1.5e3_0j", "((1))", "Infj"]:
    try:
        print(repr(s), complex(s))
    except ValueError as e:
        print(repr(s), "ValueError:", e)
for f in (lambda: " ".join(None), lambda: "".join(5), lambda: dict([1]), lambda: dict([(1, 2), 3]),
          lambda: dict([(1, 2, 3)]), lambda: int.from_bytes("ab", "big"), lambda: int.from_bytes(5, "big"),
          lambda: int.from_bytes([1, 2], "big"), lambda: ",".join(x for x in "abc"), lambda: dict(["ab", (1, 2)])):
    try:
        print(repr(f()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
