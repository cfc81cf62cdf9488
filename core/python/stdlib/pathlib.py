# pathlib for tfplay: PurePath/Path (PosixPath) over the run's in-memory file system, after
# CPython 3.12's Lib/pathlib.py: the same normalization, reprs, operators and errors (those of
# the os call or open() each method makes).
import os
import re

__all__ = ["PurePath", "PurePosixPath", "Path", "PosixPath"]


def _parse(parts):
    """The path's text: parts joined (an absolute part restarts), '.' and empty parts dropped."""
    path = os.path.join(*parts) if parts else ''
    if not path:
        return ''
    root = '//' if path.startswith('//') and not path.startswith('///') else '/' if path.startswith('/') else ''
    names = [p for p in path.split('/') if p and p != '.']
    return root + '/'.join(names)


def _glob_regex(pattern):
    out = ''
    for c in pattern:
        out += '[^/]*' if c == '*' else '[^/]' if c == '?' else re.escape(c)
    return re.compile(out + r'\Z')


class PurePath:
    """A path's text and the pure operations on it; no file-system access."""

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        return object.__new__(cls)

    def __init__(self, *args):
        parts = []
        for a in args:
            if isinstance(a, PurePath):
                parts.append(a._str)
            else:
                p = os.fspath(a)
                if not isinstance(p, str):
                    raise TypeError("argument should be a str or an os.PathLike object where __fspath__ returns a str, not " + repr(type(p).__name__))
                parts.append(p)
        self._str = _parse(parts)

    def _from(self, text):
        return type(self)(text)

    def __str__(self):
        return self._str or '.'

    def __fspath__(self):
        return str(self)

    def __repr__(self):
        return type(self).__name__ + '(' + repr(str(self)) + ')'

    def as_posix(self):
        return str(self)

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._str == other._str

    def __hash__(self):
        return hash(self._str)

    def __lt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self.parts < other.parts

    def __le__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self.parts <= other.parts

    def __gt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self.parts > other.parts

    def __ge__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self.parts >= other.parts

    def __truediv__(self, key):
        try:
            return type(self)(self, key)
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return type(self)(key, self)
        except TypeError:
            return NotImplemented

    def joinpath(self, *others):
        return type(self)(self, *others)

    @property
    def root(self):
        return '/' if self._str.startswith('/') else ''

    @property
    def anchor(self):
        return '//' if self._str.startswith('//') and not self._str.startswith('///') else self.root

    @property
    def drive(self):
        return ''

    @property
    def parts(self):
        anchor = self.anchor
        rest = self._str[len(anchor):]
        names = [n for n in rest.split('/') if n]
        return tuple(([anchor] if anchor else []) + names)

    @property
    def name(self):
        rest = self._str[len(self.anchor):]
        return rest.rpartition('/')[2]

    @property
    def suffix(self):
        name = self.name
        i = name.rfind('.')
        return name[i:] if 0 < i < len(name) - 1 else ''

    @property
    def suffixes(self):
        name = self.name
        if name.endswith('.'):
            return []
        name = name.lstrip('.')
        return ['.' + s for s in name.split('.')[1:]]

    @property
    def stem(self):
        name = self.name
        i = name.rfind('.')
        return name[:i] if 0 < i < len(name) - 1 else name

    @property
    def parent(self):
        anchor = self.anchor
        rest = self._str[len(anchor):]
        if not rest:
            return self
        head = rest.rpartition('/')[0]
        return self._from(anchor + head)

    @property
    def parents(self):
        out = []
        p = self
        while p.parent != p:
            p = p.parent
            out.append(p)
        return tuple(out)

    def with_name(self, name):
        if not self.name:
            raise ValueError(repr(self) + " has an empty name")
        if not name or '/' in name or name == '.':
            raise ValueError("Invalid name " + repr(name))
        return self._from(str(self.parent) + '/' + name if self.parent._str else name)

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if '/' in suffix or (suffix and (not suffix.startswith('.') or suffix == '.')):
            raise ValueError("Invalid suffix " + repr(suffix))
        if not self.name:
            raise ValueError(repr(self) + " has an empty name")
        return self.with_name(self.stem + suffix)

    def is_absolute(self):
        return self._str.startswith('/')

    def relative_to(self, other, *_deprecated, walk_up=False):
        other = type(self)(other)
        if self.parts[:len(other.parts)] != other.parts:
            raise ValueError(repr(str(self)) + " is not in the subpath of " + repr(str(other)))
        return self._from('/'.join(self.parts[len(other.parts):]))

    def is_relative_to(self, other, *_deprecated):
        other = type(self)(other)
        return self.parts[:len(other.parts)] == other.parts

    def match(self, pattern):
        pat = [p for p in pattern.split('/') if p]
        parts = self.parts
        if len(pat) > len(parts):
            return False
        if pattern.startswith('/') and len(pat) != len(parts) - 1:
            return False
        return all(_glob_regex(p).match(n) for p, n in zip(reversed(pat), reversed(parts)))


class PurePosixPath(PurePath):
    pass


class Path(PurePath):
    """A path that reads and writes the run's file system."""

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        return object.__new__(cls)

    @classmethod
    def cwd(cls):
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        return cls(os.path.expanduser('~'))

    def absolute(self):
        return self if self.is_absolute() else self._from(os.path.join(os.getcwd(), self._str))

    def resolve(self, strict=False):
        return self._from(os.path.abspath(str(self)))

    def expanduser(self):
        return self._from(os.path.expanduser(str(self)))

    def stat(self, *, follow_symlinks=True):
        return os.stat(self)

    def exists(self, *, follow_symlinks=True):
        return os.path.exists(self)

    def is_file(self):
        return os.path.isfile(self)

    def is_dir(self):
        return os.path.isdir(self)

    def is_symlink(self):
        return False

    def open(self, mode='r', buffering=-1, encoding=None, errors=None, newline=None):
        return open(self, mode, buffering, encoding, errors, newline)

    def read_text(self, encoding=None, errors=None):
        with self.open(encoding=encoding, errors=errors) as f:
            return f.read()

    def read_bytes(self):
        with self.open('rb') as f:
            return f.read()

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError('data must be str, not %s' % data.__class__.__name__)
        with self.open('w', encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)

    def write_bytes(self, data):
        with self.open('wb') as f:
            return f.write(bytes(data))

    def touch(self, mode=0o666, exist_ok=True):
        if self.exists():
            if not exist_ok:
                raise FileExistsError(17, 'File exists', str(self))
            return
        open(self, 'a').close()

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        try:
            os.mkdir(self)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def unlink(self, missing_ok=False):
        try:
            os.unlink(self)
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rmdir(self):
        os.rmdir(self)

    def rename(self, target):
        os.rename(self, target)
        return self._from(os.fspath(target))

    def replace(self, target):
        return self.rename(target)

    def iterdir(self):
        for name in os.listdir(self):
            yield self / name

    def _walk_all(self):
        for name in os.listdir(self):
            child = self / name
            yield child
            if child.is_dir():
                yield from child._walk_all()

    def glob(self, pattern):
        if not pattern:
            raise ValueError("Unacceptable pattern: " + repr(pattern))
        parts = [p for p in pattern.split('/') if p]
        yield from self._glob(parts)

    def _glob(self, parts):
        if not parts:
            yield self
            return
        first, rest = parts[0], parts[1:]
        if first == '**':
            for p in [self] + [c for c in self._walk_all() if c.is_dir()]:
                yield from p._glob(rest)
            return
        if not self.is_dir():
            return
        regex = _glob_regex(first)
        for name in sorted(os.listdir(self)):
            if regex.match(name) and (not name.startswith('.') or first.startswith('.')):
                child = self / name
                if rest:
                    if child.is_dir():
                        yield from child._glob(rest)
                else:
                    yield child

    def rglob(self, pattern):
        return self.glob('**/' + pattern)


class PosixPath(Path, PurePosixPath):
    pass
