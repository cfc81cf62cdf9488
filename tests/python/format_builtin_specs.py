# format() of built-in values: object.__format__ refuses a spec (TypeError) before parsing it,
# the spec error names the value's type, a bool with a spec formats as an int (f'{True:>5}' is
# '    1'), complex with an unknown code.
class A: pass
for v, spec in [({}, "x"), ([1], ">5"), (A(), "s"), ((1,), ""), (None, ">4"), (None, ""), (True, ">5"), (True, "d"), (1, "s"), ("a", "d"), (1.5, "x"), (A, ">3"), (print, "x"), (range(3), ""), ({1}, "s")]:
    try:
        print(repr(format(v, spec)) if not isinstance(v, (A, type)) else "ok " + str(len(format(v, spec))))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(f"{[1, 2]!s:>10}|", f"{None!r:>6}|")
try:
    print(f"{[1]:>5}")
except TypeError as e:
    print(e)
for v, spec in [({"k": 1}, "0:x"), (1, "0:x"), (True, "0:x"), (1.5, "0:x"), ("s", "0:x"), ([1], "z:"), (None, "<<<"), (1j, ">8"), (1j, "x"), (1j, "0:x")]:
    try:
        print(repr(format(v, spec)))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(f"{True:>5}|{False:d}|{True:x}|{True:.2f}|{True:^7}|{True!s:>6}|{True}")
print(format(True), format(False, ""), "{:>4}".format(True), "%5s" % True, "%d" % True)
