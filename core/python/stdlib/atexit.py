# atexit: functions run when the program ends, last registered first (CPython 3.12's
# Modules/atexitmodule.c). tfplay's session calls _run_exitfuncs once the program has finished
# (normally, by sys.exit or by an uncaught exception), as CPython's Py_FinalizeEx does; an
# exception in a callback is reported as the unraisable hook prints it and the others still run.
import sys

_exithandlers = []


def register(func, /, *args, **kwargs):
    """Register a function to be executed upon normal program termination

    func - function to be called at exit
    args - optional arguments to pass to func
    kwargs - optional keyword arguments to pass to func

    func is returned to facilitate usage as a decorator."""
    if not callable(func):
        raise TypeError("the first argument must be callable")
    _exithandlers.append((func, args, kwargs))
    return func


def unregister(func, /):
    """Unregister an exit function which was previously registered using
    atexit.register

    func - function to be unregistered"""
    _exithandlers[:] = [h for h in _exithandlers if not (h[0] == func)]


def _clear():
    """Clear the list of previously registered exit functions."""
    del _exithandlers[:]


def _ncallbacks():
    """Return the number of registered exit functions."""
    return len(_exithandlers)


def _run_exitfuncs():
    """Run all registered exit functions.

    If a callback raises an exception, it is logged with sys.unraisablehook."""
    while _exithandlers:
        func, args, kwargs = _exithandlers.pop()
        try:
            func(*args, **kwargs)
        except BaseException as e:
            sys.stderr.write(f"Exception ignored in atexit callback: {func!r}\n")
            import traceback
            traceback.print_exception(e)
