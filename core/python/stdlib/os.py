# os for tfplay: the environment, path helpers and file-system calls learners use, written in
# Python with CPython 3.12's semantics over the run's in-memory file system (_tfplay_fs: empty
# at the start of each run, working directory /home/user). There are no processes: what needs
# them raises NotImplementedError naming the function.
import abc

import _tfplay_fs
from operator import index as _index
from _io import _fspath as fspath, _fs_path, _descriptors as _io_descriptors

name = 'posix'


class PathLike(abc.ABC):
    """Abstract base class for objects with a file-system path (__fspath__), as CPython's
    os.PathLike: str and bytes are not PathLike; pathlib's paths are."""

    @abc.abstractmethod
    def __fspath__(self):
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is PathLike:
            # _collections_abc._check_methods: defined somewhere in the MRO and not None.
            for klass in subclass.__mro__:
                if '__fspath__' in klass.__dict__:
                    return NotImplemented if klass.__dict__['__fspath__'] is None else True
        return NotImplemented

sep = '/'
altsep = None
extsep = '.'
pathsep = ':'
curdir = '.'
pardir = '..'
linesep = '\n'
devnull = '/dev/null'


def _unavailable(qualname, why):
    def fail(*args, **kwargs):
        raise NotImplementedError(qualname + "() is not available in the tfplay playground: " + why)
    fail.__name__ = qualname.rpartition('.')[2]
    return fail


class _Environ(dict):
    """os.environ: a str -> str mapping (CPython's os._Environ checks both are str)."""
    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise TypeError("str expected, not " + type(key).__name__)
        if not isinstance(value, str):
            raise TypeError("str expected, not " + type(value).__name__)
        dict.__setitem__(self, key, value)
    def setdefault(self, key, value):
        if key not in self:
            self[key] = value
        return self[key]
    def update(self, *args, **kwargs):
        for k, v in dict(*args, **kwargs).items():
            self[k] = v
    def copy(self):
        return dict(self)
    def __repr__(self):
        return 'environ(' + dict.__repr__(self) + ')'


environ = _Environ()
environ.update({'HOME': _tfplay_fs.HOME, 'PATH': '/usr/bin:/bin', 'LANG': 'C.UTF-8'})


def getenv(key, default=None):
    return environ.get(key, default)


def putenv(key, value):
    environ[key] = value


def unsetenv(key):
    environ.pop(key, None)


def getcwd():
    return _tfplay_fs.getcwd()


def getcwdb():
    return _tfplay_fs.getcwd().encode()


def chdir(path):
    _tfplay_fs.chdir(_fs_path(fspath(path)))


def listdir(path='.'):
    path = fspath(path)
    names = _tfplay_fs.listdir(_fs_path(path))
    return [n.encode() for n in names] if isinstance(path, bytes) else names


def mkdir(path, mode=0o777, *, dir_fd=None):
    _tfplay_fs.mkdir(_fs_path(fspath(path)))


def makedirs(name, mode=0o777, exist_ok=False):
    """Lib/os.py's makedirs: the missing parents first, then `name` (FileExistsError unless exist_ok)."""
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    if head and tail and not path.exists(head):
        try:
            makedirs(head, exist_ok=exist_ok)
        except FileExistsError:
            pass
        if tail == curdir:
            return
    try:
        mkdir(name, mode)
    except OSError:
        if not exist_ok or not path.isdir(name):
            raise


def rmdir(path, *, dir_fd=None):
    _tfplay_fs.rmdir(_fs_path(fspath(path)))


def removedirs(name):
    rmdir(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = path.split(head)


def remove(path, *, dir_fd=None):
    _tfplay_fs.unlink(_fs_path(fspath(path)))


unlink = remove


def rename(src, dst, *, src_dir_fd=None, dst_dir_fd=None):
    _tfplay_fs.rename(_fs_path(fspath(src)), _fs_path(fspath(dst)))


replace = rename


class stat_result:
    """os.stat()'s result: st_mode (S_IFDIR|0o755 or S_IFREG|0o644), st_size and the times the
    playground's file system keeps (seconds as floats, and *_ns integers)."""

    def __init__(self, mode, size, times_ns):
        self.st_mode = mode
        self.st_size = size
        self.st_nlink = 1
        self.st_uid = 0
        self.st_gid = 0
        self.st_atime_ns, self.st_mtime_ns, self.st_ctime_ns = times_ns
        self.st_atime = self.st_atime_ns / 1e9
        self.st_mtime = self.st_mtime_ns / 1e9
        self.st_ctime = self.st_ctime_ns / 1e9


def stat(path, *, dir_fd=None, follow_symlinks=True):
    p = _fs_path(fspath(path))
    size = _tfplay_fs.size(p)
    return stat_result(0o40755 if _tfplay_fs.kind(p) == 2 else 0o100644, size, _tfplay_fs.times(p))


lstat = stat


class DirEntry:
    """An entry os.scandir() yields."""

    def __init__(self, directory, name):
        self.name = name
        self.path = path.join(directory, name)

    def is_dir(self, *, follow_symlinks=True):
        return path.isdir(self.path)

    def is_file(self, *, follow_symlinks=True):
        return path.isfile(self.path)

    def is_symlink(self):
        return False

    def stat(self, *, follow_symlinks=True):
        return stat(self.path)

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return '<DirEntry ' + repr(self.name) + '>'


class _ScandirIterator:
    def __init__(self, entries):
        self._it = iter(entries)

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._it)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        pass

    def close(self):
        pass


def scandir(path='.'):
    directory = fspath(path)
    return _ScandirIterator([DirEntry(directory, n) for n in listdir(directory)])


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Lib/os.py's walk: (dirpath, dirnames, filenames) for `top` and each folder under it."""
    top = fspath(top)
    try:
        names = listdir(top)
    except OSError as error:
        if onerror is not None:
            onerror(error)
        return
    dirs = [n for n in names if path.isdir(path.join(top, n))]
    files = [n for n in names if not path.isdir(path.join(top, n))]
    if topdown:
        yield top, dirs, files
        for d in dirs:
            yield from walk(path.join(top, d), topdown, onerror, followlinks)
    else:
        for d in dirs:
            yield from walk(path.join(top, d), topdown, onerror, followlinks)
        yield top, dirs, files


def cpu_count():
    return 1


class _Path:
    """os.path (posixpath): pure string operations; nothing exists in the playground."""
    sep = '/'

    @staticmethod
    def join(a, *p):
        a = fspath(a)
        path = a
        for b in p:
            b = fspath(b)
            if b.startswith('/'):
                path = b
            elif not path or path.endswith('/'):
                path += b
            else:
                path += '/' + b
        return path

    @staticmethod
    def split(p):
        p = fspath(p)
        i = p.rfind('/') + 1
        head, tail = p[:i], p[i:]
        if head and head != '/' * len(head):
            head = head.rstrip('/')
        return head, tail

    @staticmethod
    def basename(p):
        p = fspath(p)
        return p[p.rfind('/') + 1:]

    @staticmethod
    def dirname(p):
        p = fspath(p)
        head = p[:p.rfind('/') + 1]
        if head and head != '/' * len(head):
            head = head.rstrip('/')
        return head

    @staticmethod
    def splitext(p):
        p = fspath(p)
        sep_index = p.rfind('/')
        dot_index = p.rfind('.')
        if dot_index > sep_index:
            filename_index = sep_index + 1
            while filename_index < dot_index:
                if p[filename_index] != '.':
                    return p[:dot_index], p[dot_index:]
                filename_index += 1
        return p, p[:0]

    @staticmethod
    def isabs(p):
        return fspath(p).startswith('/')

    @staticmethod
    def exists(p):
        try:
            return _tfplay_fs.kind(_fs_path(fspath(p))) != 0
        except TypeError:
            return False

    @staticmethod
    def isfile(p):
        try:
            return _tfplay_fs.kind(_fs_path(fspath(p))) == 1
        except TypeError:
            return False

    @staticmethod
    def isdir(p):
        try:
            return _tfplay_fs.kind(_fs_path(fspath(p))) == 2
        except TypeError:
            return False

    @staticmethod
    def getsize(p):
        return _tfplay_fs.size(_fs_path(fspath(p)))

    @staticmethod
    def realpath(p, *, strict=False):
        return _Path.abspath(p)

    @staticmethod
    def islink(p):
        return False

    @staticmethod
    def lexists(p):
        return _Path.exists(p)

    @staticmethod
    def normpath(path):
        path = fspath(path)
        if path == '':
            return '.'
        initial = 0
        if path.startswith('/'):
            initial = 2 if (path.startswith('//') and not path.startswith('///')) else 1
        comps = path.split('/')
        new_comps = []
        for comp in comps:
            if comp in ('', '.'):
                continue
            if comp != '..' or (not initial and not new_comps) or (new_comps and new_comps[-1] == '..'):
                new_comps.append(comp)
            elif new_comps:
                new_comps.pop()
        path = '/' * initial + '/'.join(new_comps)
        return path or '.'

    @staticmethod
    def abspath(path):
        path = fspath(path)
        if not path.startswith('/'):
            path = _Path.join(getcwd(), path)
        return _Path.normpath(path)

    @staticmethod
    def commonprefix(m):
        """The longest common leading part of the strings (or lists) in `m`, item by item."""
        if not m:
            return ''
        if not isinstance(m[0], (list, tuple)):
            m = tuple(map(fspath, m))
        s1 = min(m)
        s2 = max(m)
        for i, c in enumerate(s1):
            if c != s2[i]:
                return s1[:i]
        return s1

    @staticmethod
    def relpath(path, start=None):
        """`path` relative to `start` (the working directory by default), both made absolute
        first, as posixpath.relpath."""
        if not path:
            raise ValueError("no path specified")
        path = fspath(path)
        start = curdir if start is None else fspath(start)
        start_list = [x for x in _Path.abspath(start).split(sep) if x]
        path_list = [x for x in _Path.abspath(path).split(sep) if x]
        i = len(_Path.commonprefix([start_list, path_list]))
        rel_list = [pardir] * (len(start_list) - i) + path_list[i:]
        if not rel_list:
            return curdir
        return _Path.join(*rel_list)

    @staticmethod
    def expanduser(path):
        path = fspath(path)
        if path == '~' or path.startswith('~/'):
            return environ.get('HOME', '/').rstrip('/') + path[1:] if path != '~' else environ.get('HOME', '/')
        return path


path = _Path()
path.__name__ = 'posixpath'  # what CPython's os.path module is called

_NO_FS = "the playground's in-memory file system does not offer it"
_NO_PROC = "there are no processes"
# Needing a file system or processes: unavailable, named in the error.
# os.open and the file-descriptor functions over the file system's descriptors (3 and up), with
# Linux's O_* values. A descriptor's position lives in _io._descriptors, which open(fd) and
# os.fdopen start from.
O_RDONLY = 0
O_WRONLY = 1
O_RDWR = 2
O_ACCMODE = 3
O_CREAT = 0o100
O_EXCL = 0o200
O_NOCTTY = 0o400
O_TRUNC = 0o1000
O_APPEND = 0o2000
O_NONBLOCK = O_NDELAY = 0o4000
O_DSYNC = 0o10000
O_ASYNC = 0o20000
O_DIRECT = 0o40000
O_LARGEFILE = 0
O_DIRECTORY = 0o200000
O_NOFOLLOW = 0o400000
O_NOATIME = 0o1000000
O_CLOEXEC = 0o2000000
O_SYNC = O_RSYNC = O_FSYNC = 0o4010000
O_PATH = 0o10000000
O_TMPFILE = 0o20200000
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2


def _descriptor(fd):
    """[position, readable, writable] of an open descriptor; OSError EBADF for any other."""
    fd = _index(fd)
    entry = _io_descriptors.get(fd)
    if entry is None:
        _tfplay_fs.fsize(fd)  # EBADF unless open (a descriptor of an open() file object)
        entry = _io_descriptors[fd] = [0, True, True]
    return entry


def open(path, flags, mode=0o777, *, dir_fd=None):
    if not isinstance(path, (str, bytes)) and not hasattr(type(path), '__fspath__'):
        raise TypeError('open: path should be string, bytes or os.PathLike, not ' + type(path).__name__)
    flags = _index(flags)
    fd = _tfplay_fs.os_open(_fs_path(fspath(path)), flags)
    access = flags & O_ACCMODE
    _io_descriptors[fd] = [0, access != O_WRONLY, access != O_RDONLY]
    return fd


def close(fd):
    _descriptor(fd)
    _io_descriptors.pop(fd, None)
    _tfplay_fs.close(fd)


def read(fd, length):
    entry = _descriptor(fd)
    length = _index(length)
    if length < 0:
        raise OSError(22, 'Invalid argument')
    if not entry[1]:
        raise OSError(9, 'Bad file descriptor')
    data = _tfplay_fs.pread(fd, entry[0], length)
    entry[0] += len(data)
    return data


def write(fd, data):
    entry = _descriptor(fd)
    if isinstance(data, str) or not hasattr(type(data), '__len__'):
        raise TypeError("a bytes-like object is required, not '" + type(data).__name__ + "'")
    if not entry[2]:
        raise OSError(9, 'Bad file descriptor')
    data = bytes(data)
    entry[0] = _tfplay_fs.pwrite(fd, entry[0], data)
    return len(data)


def lseek(fd, position, whence):
    entry = _descriptor(fd)
    position = _index(position)
    if whence == SEEK_CUR:
        position += entry[0]
    elif whence == SEEK_END:
        position += _tfplay_fs.fsize(fd)
    elif whence != SEEK_SET:
        raise OSError(22, 'Invalid argument')
    if position < 0:
        raise OSError(22, 'Invalid argument')
    entry[0] = position
    return position


def fdopen(fd, mode="r", buffering=-1, encoding=None, *args, **kwargs):
    if not isinstance(fd, int):
        raise TypeError("invalid fd type (%s, expected integer)" % type(fd))
    import io
    return io.open(fd, mode, buffering, encoding, *args, **kwargs)


chmod = _unavailable('os.chmod', _NO_FS)
access = _unavailable('os.access', _NO_FS)
symlink = _unavailable('os.symlink', _NO_FS)
readlink = _unavailable('os.readlink', _NO_FS)
utime = _unavailable('os.utime', _NO_FS)
truncate = _unavailable('os.truncate', _NO_FS)
system = _unavailable('os.system', _NO_PROC)
popen = _unavailable('os.popen', _NO_PROC)
fork = _unavailable('os.fork', _NO_PROC)
kill = _unavailable('os.kill', _NO_PROC)
execv = _unavailable('os.execv', _NO_PROC)
execvp = _unavailable('os.execvp', _NO_PROC)
execl = _unavailable('os.execl', _NO_PROC)
spawnv = _unavailable('os.spawnv', _NO_PROC)
wait = _unavailable('os.wait', _NO_PROC)
waitpid = _unavailable('os.waitpid', _NO_PROC)
_exit = _unavailable('os._exit', _NO_PROC)
getpid = _unavailable('os.getpid', _NO_PROC)
getppid = _unavailable('os.getppid', _NO_PROC)
urandom = _unavailable('os.urandom', 'there is no operating-system randomness source')
def getmtime(filename):
    """Return the last modification time of a file, reported by os.stat()."""
    return stat(filename).st_mtime


def getatime(filename):
    """Return the last access time of a file, reported by os.stat()."""
    return stat(filename).st_atime


def getctime(filename):
    """Return the metadata change time of a file, reported by os.stat()."""
    return stat(filename).st_ctime


_Path.getmtime = staticmethod(getmtime)
_Path.getatime = staticmethod(getatime)
_Path.getctime = staticmethod(getctime)
del getmtime, getatime, getctime
_Path.samefile = staticmethod(_unavailable('os.path.samefile', _NO_FS))
