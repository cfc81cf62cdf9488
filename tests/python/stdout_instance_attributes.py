# sys.stdout and sys.stderr are io.TextIOWrapper instances, which have a __dict__ in CPython
# (Modules/_io/textio.c: textiowrapper's tp_dictoffset): an attribute set on them shadows the
# method, print() calls it (builtin_print looks `write` up on the file), and `del` restores the
# method. Keras 3.11.3's keras/src/utils/io_utils_test.py test_print_msg_interactive_* patch it
# with mock.patch("sys.stdout.write").
import sys

calls = []
sys.stdout.write = calls.append
print("hi", 2, sep="-")
sys.stdout.writelines(["a", "b"])
del sys.stdout.write
print(calls)
print(hasattr(sys.stdout, "write"), "write" in vars(sys.stdout))
try:
    del sys.stdout.write
except AttributeError as e:
    print("AttributeError:", e)
try:
    sys.stdout.nonexistent
except AttributeError as e:
    print("AttributeError:", e)
sys.stderr.tag = "err"
print(sys.stderr.tag)
del sys.stderr.tag
errors = []
sys.stderr.write = errors.append
print("to stderr", file=sys.stderr)
del sys.stderr.write
print(errors)
