# traceback: format_exc, print_exc and format_exception of caught exceptions.
import sys
import traceback


def inner(x):
    return 10 / x


def outer():
    return inner(0)


try:
    outer()
except ZeroDivisionError:
    text = traceback.format_exc()
    print(text, end='')
    traceback.print_exc()
    traceback.print_exc(file=sys.stdout)
    print(sys.exception().__class__.__name__)

try:
    try:
        {}['k']
    except KeyError as e:
        raise ValueError('bad value') from e
except ValueError as exc:
    lines = traceback.format_exception(exc)
    print(len(lines) > 3, lines[-1], end='')
    print(''.join(lines), end='')
    print(traceback.format_exception_only(exc))
    traceback.print_exception(exc, file=sys.stdout)
print(traceback.format_exception(ValueError('never raised')), repr(traceback.format_exc()), sys.exception())
