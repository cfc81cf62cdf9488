# tempfile for tfplay: temporary folders and files under /tmp in the run's in-memory file
# system, after CPython 3.12's Lib/tempfile.py (names tmpXXXXXXXX of 8 random characters).
import os as _os
import random as _random

tempdir = None
template = 'tmp'
_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789_'
_rng = _random.Random()


def gettempdir():
    return tempdir or '/tmp'


def gettempdirb():
    return gettempdir().encode()


def gettempprefix():
    return template


def _names():
    while True:
        yield ''.join(_rng.choice(_CHARACTERS) for _ in range(8))


def _candidate(suffix, prefix, dir):
    suffix = '' if suffix is None else suffix
    prefix = template if prefix is None else prefix
    dir = gettempdir() if dir is None else _os.fspath(dir)
    for name in _names():
        path = _os.path.join(dir, prefix + name + suffix)
        if not _os.path.exists(path):
            return path


def mkdtemp(suffix=None, prefix=None, dir=None):
    """Makes a new folder and returns its absolute path."""
    path = _candidate(suffix, prefix, dir)
    _os.mkdir(path)
    return _os.path.abspath(path)


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    raise NotImplementedError("tempfile.mkstemp() is not available in the tfplay playground: it returns a file descriptor; use tempfile.mkdtemp() or NamedTemporaryFile()")


def mktemp(suffix='', prefix=template, dir=None):
    return _candidate(suffix, prefix, dir)


class TemporaryDirectory:
    """A folder made by mkdtemp() and removed with what it holds by cleanup() or at the end of `with`."""

    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False, *, delete=True):
        self.name = mkdtemp(suffix, prefix, dir)
        self._delete = delete
        self._ignore = ignore_cleanup_errors

    def __repr__(self):
        return '<{} {!r}>'.format(self.__class__.__name__, self.name)

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        if self._delete:
            self.cleanup()

    def cleanup(self):
        import shutil
        if _os.path.exists(self.name):
            shutil.rmtree(self.name, ignore_errors=self._ignore)


class _TemporaryFileWrapper:
    def __init__(self, file, name, delete):
        self.file = file
        self.name = name
        self._delete = delete

    def __getattr__(self, name):
        return getattr(self.__dict__['file'], name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        self.close()

    def __iter__(self):
        return iter(self.file)

    def close(self):
        self.file.close()
        if self._delete and _os.path.exists(self.name):
            _os.unlink(self.name)


def NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None, suffix=None, prefix=None,
                       dir=None, delete=True, *, errors=None, delete_on_close=True):
    name = _os.path.abspath(_candidate(suffix, prefix, dir))
    file = open(name, mode.replace('w', 'x') if 'w' in mode else mode, buffering, encoding, errors, newline)
    return _TemporaryFileWrapper(file, name, delete)


def TemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None, suffix=None, prefix=None, dir=None,
                  *, errors=None):
    return NamedTemporaryFile(mode, buffering, encoding, newline, suffix, prefix, dir, errors=errors)
