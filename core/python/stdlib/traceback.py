# traceback: printing and formatting exceptions as CPython 3.12's traceback module does, over
# the engine's own traceback text (_tfplay_frames.format gives what an uncaught exception
# prints: frames, carets and chained exceptions). Traceback objects hold their frames' text but
# tfplay has no frame objects, so the functions that walk frames raise NotImplementedError.
import sys
import _tfplay_frames

__all__ = ['format_exc', 'format_exception', 'format_exception_only', 'print_exc',
           'print_exception', 'print_last', 'format_tb', 'extract_tb', 'extract_stack',
           'format_stack', 'print_stack', 'print_tb', 'TracebackException']


def _chunks(text):
    """The text split as CPython's format_exception lists it: one string per frame entry."""
    out = []
    for line in text.splitlines(True):
        if line.startswith('    ') and out and out[-1].startswith('  File '):
            out[-1] += line
        else:
            out.append(line)
    return out


def _exception(exc, value, tb):
    if exc is not None and value is None and isinstance(exc, BaseException):
        return exc
    if value is None and isinstance(exc, type):
        return None
    return value if value is not None else exc


def format_exception(exc, /, value=None, tb=None, limit=None, chain=True):
    """Format a stack trace and the exception information, as a list of strings."""
    e = _exception(exc, value, tb)
    if e is None:
        return ['NoneType: None\n']
    return _chunks(_tfplay_frames.format(e))


def format_exception_only(exc, /, value=None):
    """The exception's 'Type: message' (the whole message, however many lines it has), then
    each line of its __notes__, as CPython 3.12's TracebackException.format_exception_only."""
    e = _exception(exc, value, None)
    if e is None:
        return ['NoneType: None\n']
    if isinstance(e, SyntaxError):
        return [_syntax_error_only(e)]
    return [_tfplay_frames.exception_only(e)] + _note_lines(e)


def _syntax_error_only(e):
    # The lines after the last frame entry of the engine's text: a SyntaxError's own
    # "  File ..." location, source line and caret come before its message.
    text = _tfplay_frames.format(e)
    lines = text.splitlines(True)
    k = len(lines)
    while k > 0 and not lines[k - 1].startswith('    ') and not lines[k - 1].startswith('  File ') \
            and not lines[k - 1].startswith('Traceback '):
        k -= 1
    return ''.join(lines[k:]) if k < len(lines) else text


def _note_lines(e):
    # Each note split at its newlines; __notes__ that is not a sequence of them is shown by repr.
    notes = getattr(e, '__notes__', None)
    if notes is None:
        return []
    if not isinstance(notes, (list, tuple)):
        try:
            return [repr(notes) + '\n']
        except Exception:
            return ['<__notes__ repr() failed>\n']
    out = []
    for note in notes:
        try:
            note = str(note)
        except Exception:
            note = '<note str() failed>'
        out.extend(line + '\n' for line in note.split('\n'))
    return out


def print_exception(exc, /, value=None, tb=None, limit=None, file=None, chain=True):
    """Print the exception and its traceback to file (sys.stderr by default)."""
    if file is None:
        file = sys.stderr
    for chunk in format_exception(exc, value, tb, limit, chain):
        file.write(chunk)


def format_exc(limit=None, chain=True):
    """The exception being handled, formatted as a string (print_exc's text)."""
    return ''.join(format_exception(sys.exception(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    """Print the exception being handled (print_exception(sys.exception()))."""
    print_exception(sys.exception(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    raise ValueError("no last exception")


def _no_frames(name):
    def unavailable(*args, **kwargs):
        raise NotImplementedError("traceback.%s() is not available in tfplay: it has no frame or traceback objects; "
                                  "use traceback.format_exc() or traceback.format_exception(exc)" % name)
    unavailable.__name__ = name
    return unavailable


def format_tb(tb, limit=None):
    """The frames of traceback tb, outermost first, one string per frame entry."""
    if tb is None:
        return []
    chunks = _chunks(_tfplay_frames.format_tb(tb))
    if limit is None:
        return chunks
    return chunks[:limit] if limit >= 0 else chunks[limit:]


def print_tb(tb, limit=None, file=None):
    """Print format_tb(tb, limit) to file (sys.stderr by default)."""
    if file is None:
        file = sys.stderr
    for chunk in format_tb(tb, limit):
        file.write(chunk)


extract_tb = _no_frames('extract_tb')
extract_stack = _no_frames('extract_stack')
format_stack = _no_frames('format_stack')
print_stack = _no_frames('print_stack')
walk_tb = _no_frames('walk_tb')
walk_stack = _no_frames('walk_stack')


class TracebackException:
    """An exception captured for later formatting (the parts tfplay can offer)."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None, lookup_lines=True,
                 capture_locals=False, compact=False, max_group_width=15, max_group_depth=10):
        self._exc = exc_value
        self.exc_type = exc_type
        self._str = str(exc_value)

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, None, *args, **kwargs)

    def format(self, *, chain=True):
        yield from format_exception(self._exc, chain=chain)

    def format_exception_only(self):
        yield from format_exception_only(self._exc)

    def __str__(self):
        return self._str
