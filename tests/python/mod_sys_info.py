# sys's facts as CPython 3.12 gives them: version_info, float_info and int_info are named
# tuples (structseq) with CPython's reprs; exc_info, intern, byteorder, implementation.
import sys
print(sys.version_info[:2], sys.version_info.major, type(sys.version_info).__name__, len(sys.float_info))
print(sys.float_info)
print(sys.int_info)
print(sys.float_info.epsilon == 2.0 ** -52, sys.float_info.max * 2, isinstance(sys.float_info, tuple))
try:
    sys.version_info.major = 2
except AttributeError as e:
    print(e)
print(sys.exc_info())
try:
    1 / 0
except ZeroDivisionError:
    t, v, tb = sys.exc_info()
    print(t, repr(v))
print(sys.intern("tf"), sys.byteorder, sys.maxunicode, sys.getdefaultencoding(), sys.implementation.name)
try:
    sys.setrecursionlimit(0)
except ValueError as e:
    print(e)
major, minor, *_ = sys.version_info
print(major, minor, sys.version_info >= (3, 8), sys.version_info < (4,))
