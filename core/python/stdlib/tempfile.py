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


_bin_openflags = _os.O_RDWR | _os.O_CREAT | _os.O_EXCL | _os.O_NOFOLLOW
_text_openflags = _bin_openflags
TMP_MAX = 10000


def _infer_return_type(*args):
    return_type = None
    for arg in args:
        if arg is None:
            continue
        if isinstance(arg, _os.PathLike):
            arg = _os.fspath(arg)
        if isinstance(arg, bytes):
            if return_type is str:
                raise TypeError("Can't mix bytes and non-bytes in path components.")
            return_type = bytes
        else:
            if return_type is bytes:
                raise TypeError("Can't mix bytes and non-bytes in path components.")
            return_type = str
    return str if return_type is None else return_type


def _str_part(part):
    """A path component as the file system's str (bytes are UTF-8 file names)."""
    part = _os.fspath(part)
    return part.decode('utf-8', 'surrogateescape') if isinstance(part, bytes) else part


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    """Makes a new empty file, opened for reading and writing, and returns (its descriptor, its
    absolute path): Lib/tempfile.py's _mkstemp_inner over os.open."""
    output_type = _infer_return_type(prefix, suffix, dir)
    suffix = '' if suffix is None else _str_part(suffix)
    prefix = template if prefix is None else _str_part(prefix)
    dir = _os.path.abspath(gettempdir() if dir is None else _str_part(dir))
    flags = _text_openflags if text else _bin_openflags
    names = _names()
    for _ in range(TMP_MAX):
        file = _os.path.join(dir, prefix + next(names) + suffix)
        try:
            fd = _os.open(file, flags, 0o600)
        except FileExistsError:
            continue
        return fd, (file if output_type is str else file.encode('utf-8', 'surrogateescape'))
    raise FileExistsError(17, "No usable temporary file name found")


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
