# contextlib for tfplay: contextmanager, nullcontext, suppress, closing, ExitStack,
# ContextDecorator, AbstractContextManager, AbstractAsyncContextManager, redirect_stdout and redirect_stderr, with
# CPython 3.12's behaviour and messages.
import _collections_abc
import abc
import sys
from functools import wraps
import _tfplay_frames

__all__ = ["contextmanager", "closing", "nullcontext", "AbstractContextManager", "AbstractAsyncContextManager", "ContextDecorator",
           "ExitStack", "redirect_stdout", "redirect_stderr", "suppress", "chdir"]


class AbstractContextManager(abc.ABC):
    """A context manager: __enter__ returns self; subclasses implement __exit__."""

    __slots__ = ()

    def __enter__(self):
        return self

    @abc.abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        # Structural: any class with __enter__ and __exit__ (test_structural_subclassing).
        if cls is AbstractContextManager:
            return _collections_abc._check_methods(C, "__enter__", "__exit__")
        return NotImplemented


class AbstractAsyncContextManager(abc.ABC):
    """An async context manager: __aenter__ returns self; subclasses implement __aexit__.
    (tfplay has no coroutines: __aenter__ is a plain method here, as _collections_abc's async
    ABCs are.)"""

    __slots__ = ()

    def __aenter__(self):
        return self

    @abc.abstractmethod
    def __aexit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractAsyncContextManager:
            return _collections_abc._check_methods(C, "__aenter__", "__aexit__")
        return NotImplemented


class ContextDecorator(object):
    """Makes a context manager usable as a decorator: the decorated function runs inside
    `with self._recreate_cm():`."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @wraps(func)
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return inner


class _GeneratorContextManager(AbstractContextManager, ContextDecorator):
    """What a @contextmanager function returns: runs the generator to its yield on entry and
    on to its end on exit, throwing the with block's exception in at the yield."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, "__doc__", None)
        self.__doc__ = type(self).__doc__ if doc is None else doc

    def _recreate_cm(self):
        # Each use as a decorator needs a fresh generator.
        return type(self)(self.func, self.args, self.kwds)

    def __enter__(self):
        del self.args, self.kwds, self.func
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def _stop(self, message):
        try:
            raise RuntimeError(message)
        finally:
            self.gen.close()

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            self._stop("generator didn't stop")
        if value is None:
            value = typ()
        # The exception keeps the traceback it had here (CPython assigns __traceback__ back):
        # the generator's frames it passes through are not shown.
        size = _tfplay_frames.traceback_size(value)
        try:
            self.gen.throw(value)
        except StopIteration as exc:
            # The generator swallowed the exception (or it was a StopIteration of the block).
            return exc is not value
        except BaseException as exc:
            if exc is value:
                _tfplay_frames.traceback_truncate(exc, size)
                return False
            # A StopIteration thrown in comes back as the RuntimeError the generator raised for it.
            if isinstance(exc, RuntimeError) and isinstance(value, StopIteration) and exc.__cause__ is value:
                _tfplay_frames.traceback_truncate(value, size)
                return False
            raise
        self._stop("generator didn't stop after throw()")


def contextmanager(func):
    """Turns a generator function that yields once into a factory of context managers: the code
    before the yield runs on entry, the yielded value is bound by `as`, the rest runs on exit."""
    @wraps(func)
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


class closing(AbstractContextManager):
    """Calls thing.close() at the end of the block; `as` binds the thing."""

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class nullcontext(AbstractContextManager):
    """A context manager that does nothing; `as` binds enter_result."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class suppress(AbstractContextManager):
    """Silences the given exception types raised in the block (and their subclasses); from an
    exception group, only the matching ones."""

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        if exctype is None:
            return None
        if issubclass(exctype, self._exceptions):
            return True
        if issubclass(exctype, BaseExceptionGroup):
            rest = excinst.split(self._exceptions)[1]
            if rest is None:
                return True
            raise rest
        return False


class _RedirectStream(AbstractContextManager):
    """Sets sys.<_stream> to the target for the block and restores the previous stream after.
    The same object may be entered again while in use (the earlier streams are kept in a stack)."""

    _stream = None

    def __init__(self, new_target):
        self._new_target = new_target
        self._old_targets = []

    def __enter__(self):
        self._old_targets.append(getattr(sys, self._stream))
        setattr(sys, self._stream, self._new_target)
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        setattr(sys, self._stream, self._old_targets.pop())


class redirect_stdout(_RedirectStream):
    """Redirects sys.stdout (what print writes to) to another file-like object for the block."""

    _stream = "stdout"


class redirect_stderr(_RedirectStream):
    """Redirects sys.stderr to another file-like object for the block."""

    _stream = "stderr"


class chdir(AbstractContextManager):
    """Changes the working directory of the run's file system for the block, then back."""

    def __init__(self, path):
        self.path = path
        self._old_cwd = []

    def __enter__(self):
        import os
        self._old_cwd.append(os.getcwd())
        os.chdir(self.path)

    def __exit__(self, *excinfo):
        import os
        os.chdir(self._old_cwd.pop())


class ExitStack(AbstractContextManager):
    """A stack of exit callbacks run last-in first-out when the block ends, as nested with
    statements would run them: one that returns true swallows the exception, one that raises
    replaces it."""

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        """Moves the callbacks to a new ExitStack, which is returned."""
        stack = type(self)()
        stack._exit_callbacks, self._exit_callbacks = self._exit_callbacks, []
        return stack

    def push(self, exit):
        """Adds a context manager's __exit__, or a callable taking (type, value, traceback)."""
        method = getattr(type(exit), '__exit__', None)
        if method is None:
            self._exit_callbacks.append(exit)
        else:
            self._push_cm_exit(exit, method)
        return exit

    def enter_context(self, cm):
        """Enters `cm` and pushes its __exit__; returns what __enter__ returned."""
        cls = type(cm)
        enter, exit = getattr(cls, '__enter__', None), getattr(cls, '__exit__', None)
        if enter is None or exit is None:
            raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                            f"not support the context manager protocol")
        result = enter(cm)
        self._push_cm_exit(cm, exit)
        return result

    def callback(self, callback, /, *args, **kwds):
        """Pushes callback(*args, **kwds), called with no exception details."""
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append(_exit_wrapper)
        return callback

    def _push_cm_exit(self, cm, exit):
        def _exit_wrapper(exc_type, exc, tb):
            return exit(cm, exc_type, exc, tb)
        _exit_wrapper.__self__ = cm
        self._exit_callbacks.append(_exit_wrapper)

    def close(self):
        """Runs the callbacks now."""
        self.__exit__(None, None, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        # CPython 3.12's ExitStack.__exit__: the callbacks run as nested with statements
        # would, each raised exception's context chain ending at the one it replaced.
        received_exc = exc_details[0] is not None
        frame_exc = sys.exc_info()[1]

        def _fix_exception_context(new_exc, old_exc):
            # Context may not be correct, so find the end of the chain
            while 1:
                exc_context = new_exc.__context__
                if exc_context is None or exc_context is old_exc:
                    # Context is already set correctly (see issue 20317)
                    return
                if exc_context is frame_exc:
                    break
                new_exc = exc_context
            # Change the end of the chain to point to the exception
            # we expect it to reference
            new_exc.__context__ = old_exc

        suppressed_exc = False
        pending_raise = False
        while self._exit_callbacks:
            cb = self._exit_callbacks.pop()
            try:
                if cb(*exc_details):
                    suppressed_exc = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except:
                new_exc_details = sys.exc_info()
                # simulate the stack of exceptions by setting the context
                _fix_exception_context(new_exc_details[1], exc_details[1])
                pending_raise = True
                exc_details = new_exc_details
        if pending_raise:
            try:
                # bare "raise exc_details[1]" replaces our carefully
                # set-up context
                fixed_ctx = exc_details[1].__context__
                raise exc_details[1]
            except BaseException:
                exc_details[1].__context__ = fixed_ctx
                raise
        return received_exc and suppressed_exc
