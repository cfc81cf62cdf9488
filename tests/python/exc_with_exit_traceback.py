# The exception a with statement's __exit__ receives already has the frame of the with
# statement in its traceback (the line of the block that raised it), as an exception an except
# clause catches does; once __exit__ lets it through, the traceback has that frame once.
import traceback


class Show:
    def __init__(self, suppress):
        self.suppress = suppress

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        print("__exit__ got:")
        print("".join(traceback.format_exception(exc)), end="")
        try:
            {}["other"]
        except KeyError:
            pass
        return self.suppress


def inner():
    raise ValueError("inner")


def outer():
    with Show(True):
        inner()
    with Show(True):
        raise KeyError("direct")
    try:
        with Show(False):
            with Show(False):
                inner()
    except ValueError as e:
        print("".join(traceback.format_exception(e)), end="")


outer()
with Show(False):
    outer_value = 1 / 0
