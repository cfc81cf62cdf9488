# traceback.format_exception_only keeps a multi-line message whole, as one item (CPython 3.12's
# TracebackException.format_exception_only / _format_final_exc_line), then one item per line of
# each __notes__ entry. Doc/library/enum.rst's STRICT example has a message whose lines start
# with spaces.
import traceback
from enum import Flag, STRICT

try:
    raise ValueError("first\n    second\nthird")
except ValueError as exc:
    print(traceback.format_exception_only(type(exc), exc))
    print(traceback.format_exception_only(exc))


class F(Flag, boundary=STRICT):
    A = 1


try:
    F(6)
except ValueError as exc:
    print(traceback.format_exception_only(type(exc), exc))
    print(''.join(traceback.format_exception_only(exc)), end='')

exc = KeyError('k')
exc.add_note('one\ntwo')
exc.add_note('three')
print(traceback.format_exception_only(exc))
print(traceback.format_exception_only(ValueError('    indented')))
print(traceback.format_exception_only(ValueError('')), traceback.format_exception_only(None))
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError("outer\n  more")
except TypeError as exc:
    print(traceback.format_exception_only(exc))
    print(list(traceback.TracebackException.from_exception(exc).format_exception_only()))
