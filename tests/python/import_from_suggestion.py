# `from module import wrong_name` in CPython 3.12: the traceback's last line ends with a
# suggestion from dir() of the module (traceback._compute_suggestion_error, ImportError branch:
# __import__(exc.name), which for a dotted name is its top-level package).
import traceback


def show(e):
    line = traceback.format_exception_only(e)[-1].rstrip("\n")
    # The module's location differs between installations: only what follows it.
    print(type(e).__name__, e.name, e.name_from, "|", line[line.rindex(")") + 1:])


try:
    from math import sqr
except ImportError as e:
    show(e)
try:
    from string import ascii_lettres
except ImportError as e:
    show(e)
try:
    from math import zzzzzzzzzz
except ImportError as e:
    show(e)
try:
    import no_such_module_here
except ImportError as e:
    print(type(e).__name__, traceback.format_exception_only(e)[-1].rstrip("\n"))
