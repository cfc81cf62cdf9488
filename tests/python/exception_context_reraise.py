# Re-raising an exception object sets its __context__ to the exception being handled and cuts
# the chain where it already appears, as _PyErr_SetObject does (no __context__ cycles), so
# contextlib.ExitStack chains the callbacks' exceptions as nested with statements would
# (CPython's test_contextlib.TestExitStack.test_exit_exception_chaining, ..._with_existing_context);
# an exception class whose __new__ returns a non-exception is refused (test_raise, issue #11627).
# --- h5
try:
    raise ValueError("a")
except ValueError as a:
    try:
        raise KeyError("b")
    except KeyError as b:
        try:
            raise a
        except ValueError as c:
            print(c.__context__ is b, b.__context__)
# --- h1
from contextlib import ExitStack
def raise_exc(exc):
    raise exc
try:
    with ExitStack() as stack:
        stack.callback(raise_exc, IndexError)
        stack.callback(raise_exc, KeyError)
        1 / 0
except IndexError as exc:
    print(type(exc.__context__).__name__, type(exc.__context__.__context__).__name__)
# --- h3
from contextlib import ExitStack
def raise_exc(exc):
    raise exc
try:
    with ExitStack() as stack:
        stack.callback(raise_exc, IndexError)
        stack.callback(raise_exc, KeyError)
        stack.callback(raise_exc, AttributeError)
        stack.push(lambda *a: True)
        stack.callback(raise_exc, ValueError)
        1 / 0
except IndexError as exc:
    print(type(exc.__context__).__name__, type(exc.__context__.__context__).__name__, exc.__context__.__context__.__context__)
# --- h4
class CM:
    def __init__(self, exc): self.exc = exc
    def __enter__(self): return self
    def __exit__(self, *a): raise self.exc
try:
    with CM(IndexError):
        with CM(KeyError):
            1 / 0
except IndexError as e:
    print(type(e.__context__).__name__, type(e.__context__.__context__).__name__)
# --- ExitStack over an exception that already has a context
from contextlib import ExitStack
try:
    try:
        raise KeyError("first")
    except KeyError:
        with ExitStack() as stack:
            stack.callback(raise_exc, ValueError)
            raise IndexError("second")
except ValueError as exc:
    chain = []
    while exc is not None:
        chain.append(type(exc).__name__)
        exc = exc.__context__
    print(chain)
class MyException(Exception):
    def __new__(cls, *args):
        return object()
try:
    raise MyException
except TypeError as e:
    print(e)
