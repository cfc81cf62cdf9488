# Traceback objects: e.__traceback__ (None until raised), tb_lineno/tb_next from the frame that
# caught it inwards, with_traceback and __traceback__ assignment, and the chain attributes'
# checks; an exception re-raised with another's traceback shows those frames inside its own.
import types


def inner():
    return {}["missing"]


def middle():
    return inner()


e = ValueError("fresh")
print(e.__traceback__)

try:
    middle()
except KeyError as caught:
    tb = caught.__traceback__
    print(type(tb).__name__, type(tb) is types.TracebackType)
    lines = []
    while tb is not None:
        lines.append(tb.tb_lineno)
        tb = tb.tb_next
    print(lines)
    print(sys_tb := __import__("sys").exc_info()[2] is not None)
    kept = caught.__traceback__

copy = RuntimeError("copy")
print(copy.with_traceback(kept) is copy, copy.__traceback__.tb_lineno)
copy.__traceback__ = None
print(copy.__traceback__)

for name, value in [("__traceback__", 5), ("__cause__", 5), ("__context__", "x"), ("__suppress_context__", 1)]:
    try:
        setattr(copy, name, value)
    except TypeError as err:
        print(name, "->", err)
try:
    copy.with_traceback(3)
except TypeError as err:
    print("with_traceback ->", err)

c = ValueError("c")
c.__cause__ = KeyError("k")
print(repr(c.__cause__), c.__suppress_context__)
c.__cause__ = None
print(c.__cause__, c.__suppress_context__)
c.__suppress_context__ = False
c.__context__ = OSError("ctx")
print(repr(c.__context__), c.__suppress_context__)

import traceback
print("".join(traceback.format_tb(kept)), end="")
print(traceback.format_tb(kept, limit=1))
print(len(traceback.format_tb(kept, limit=-2)), traceback.format_tb(None))
traceback.print_tb(kept.tb_next)


def wrap():
    try:
        middle()
    except KeyError as err:
        raise LookupError("wrapped").with_traceback(err.__traceback__) from None


wrap()
