# CPython 3.12's traceback layout for an uncaught exception group (Lib/traceback.py
# TracebackException.format): the boxed sub-exceptions, nested groups, chained exceptions
# inside a box, and "and N more exceptions" past max_group_width (15).
def fail(i):
    raise ValueError(f'item {i}')


def collect(n):
    errors = []
    for i in range(n):
        try:
            fail(i)
        except ValueError as e:
            errors.append(e)
    return errors


def inner():
    try:
        {}['missing']
    except KeyError as e:
        raise RuntimeError('lookup failed') from e


def build():
    try:
        inner()
    except RuntimeError as e:
        chained = e
    wide = ExceptionGroup('wide', collect(17))
    nested = ExceptionGroup('nested', [TypeError('plain'), ExceptionGroup('deeper', [chained])])
    raise ExceptionGroup('top', [nested, wide, OSError('last')])


build()
