# unittest's Ctrl-C handling (the -c/--catch option): a playground program gets no SIGINT, so
# results are only remembered and the handler is never installed.
import weakref

__unittest = True

_results = weakref.WeakKeyDictionary()


def registerResult(result):
    _results[result] = 1


def removeResult(result):
    return bool(_results.pop(result, None))


def installHandler():
    pass


def removeHandler(method=None):
    if method is not None:
        return method
