# print writes through whatever sys.stdout / sys.stderr is now (CPython 3.12's builtin_print:
# file.write(str(arg)), file.write(sep), ..., file.write(end), then file.flush() when flush is
# true), and contextlib.redirect_stdout / redirect_stderr swap them for a block.
import contextlib
import io
import sys
import warnings

print(repr(sys.stdout), repr(sys.stderr))
print(sys.stdout.encoding, sys.stdout.isatty(), sys.stdout.writable(), sys.stdout.readable(),
      sys.stdout.closed, sys.stdout.mode, sys.stdout.name, sys.stderr.name)
print(sys.stdout.fileno(), sys.stderr.fileno(), sys.stdout.line_buffering, sys.stderr.errors)
n = sys.stdout.write("héllo\n")
print(n, sys.stdout.flush())
print(sys.stdout.writelines(["a\n", "b\n"]))
try:
    sys.stdout.write(5)
except TypeError as e:
    print("TypeError:", e)
print(sys.__stdout__ is sys.stdout, sys.__stderr__ is sys.stderr)
print(repr(sys.stdin), sys.stdin.name, sys.stdin.fileno(), sys.stdin.readable(), sys.stdin.writable(),
      sys.__stdin__ is sys.stdin, sys.stdin.mode)

# Assigning sys.stdout.
buf = io.StringIO()
sys.stdout = buf
print("x", 1, sep="-")
print("y", end="")
print("z", flush=True)
sys.stdout = sys.__stdout__
print(repr(buf.getvalue()))


# A user object with write (its return value is ignored) and flush.
class Recorder:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return 99

    def flush(self):
        self.parts.append("FLUSH")


w = Recorder()
print("a", "b", 3, file=w, flush=True)
print(file=w)
print("c", "d", sep=None, end=None, file=w)
print(w.parts)
print("file=None goes to sys.stdout", file=None)

# sys.stdout None: print prints nothing; deleted: RuntimeError.
sys.stdout = None
print("lost")
sys.stdout = sys.__stdout__
del sys.stdout
try:
    print("gone")
except RuntimeError as e:
    sys.stdout = sys.__stdout__
    print("RuntimeError:", e)


class NoWrite:
    pass


try:
    print("q", file=NoWrite())
except AttributeError as e:
    print("AttributeError:", e)


class Item:
    def __str__(self):
        return "item"


w = Recorder()
print(Item(), [1, Item()][:1], file=w)
print(w.parts)

# contextlib.redirect_stdout / redirect_stderr.
f = io.StringIO()
with contextlib.redirect_stdout(f) as g:
    print("inside")
    print(g is f)
    sys.stdout.write("written\n")
    sys.stdout.writelines(("w1 ", "w2\n"))
print("after", repr(f.getvalue()))
e = io.StringIO()
with contextlib.redirect_stderr(e):
    print("err", file=sys.stderr)
    warnings.warn("careful")
print(repr(e.getvalue()))
r = contextlib.redirect_stdout(f)
with r:
    with r:
        print("nested")
print(sys.stdout is sys.__stdout__, repr(f.getvalue()))
try:
    with contextlib.redirect_stdout(io.StringIO()):
        raise ValueError("boom")
except ValueError as ex:
    print("restored after", repr(ex), sys.stdout is sys.__stdout__)
print(isinstance(contextlib.redirect_stdout(f), contextlib.AbstractContextManager),
      isinstance(contextlib.redirect_stdout(f), contextlib.ContextDecorator))

# sys.stdout = sys.stderr sends print to stderr.
sys.stdout = sys.stderr
print("to stderr")
sys.stdout = sys.__stdout__

# Errors of the arguments.
for kwargs in ({"sep": 3}, {"end": b"x"}, {"foo": 1}):
    try:
        print("a", **kwargs)
    except TypeError as ex:
        print("TypeError:", ex)
print("done")
