# __exit__ gets the exception's own traceback object, and an exception keeps one traceback
# object: CPython 3.12 Lib/test/test_with.py ExceptionalTestCase (testSingleResource,
# testExceptionNormalized: `assertIsNot(exit_args[2], None)`) and test_exceptions.py
# testWithTraceback (`e.with_traceback(tb).__traceback__ is tb`).
import sys


class CM:
    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        print(t.__name__, type(tb).__name__, v.__traceback__ is tb, tb.tb_lineno)
        return True


with CM():
    1 / 0


def gen():
    with CM():
        yield 1
        raise ValueError('in a generator')
    yield 2


print(list(gen()))

try:
    raise IndexError(4)
except IndexError:
    tb = sys.exc_info()[2]
print(IndexError(5).with_traceback(tb).__traceback__ is tb)

try:
    raise KeyError(1)
except KeyError as e:
    print(e.__traceback__ is e.__traceback__, sys.exc_info()[2] is e.__traceback__)
    saved = e.__traceback__
    e.__traceback__ = saved
    print(e.__traceback__ is saved)
