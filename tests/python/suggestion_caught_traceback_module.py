# 3.12 expected output (suggestion_caught_traceback_module.expected): 3.11's traceback module
# gives no suggestions at all.
# The traceback module (3.12's traceback._compute_suggestion_error) searches f_locals +
# f_globals + f_builtins as one list and never suggests a name further than the wrong name is
# long, so a caught exception can get another suggestion than an uncaught one.
import traceback

value = 1


def f():
    valu = 2
    return valuee + valu


try:
    f()
except NameError:
    traceback.print_exc()


class Point:
    def __init__(self):
        self.xy = 1


try:
    Point().x
except AttributeError as e:
    print("".join(traceback.format_exception_only(e)), end="")
