# SystemExit.code (None, the argument, or the arguments' tuple; assignable) and the exit status
# of an int code too big for a C long: CPython's _Py_HandleSystemExit exits -1, so 255.
import sys
for args in [(), (0,), (3,), ("text",), (1, 2), (None,)]:
    try:
        raise SystemExit(*args)
    except SystemExit as e:
        print(args, repr(e.code), e.args)
e = SystemExit(4)
e.code = "changed"
print(e.code, e.args)
try:
    sys.exit(True)
except SystemExit as e:
    print(repr(e.code))
sys.exit(2 ** 70)
