
import os as _os

errors = None


def _install(tf_errors):
    global errors
    errors = tf_errors


def _error(exc, path):
    """The tf.errors exception TF's posix file system reports for an OSError (IOError())."""
    kinds = {2: errors.NotFoundError, 13: errors.PermissionDeniedError, 17: errors.AlreadyExistsError,
             20: errors.FailedPreconditionError, 21: errors.FailedPreconditionError,
             28: errors.ResourceExhaustedError, 39: errors.FailedPreconditionError}
    cls = kinds.get(exc.errno, errors.UnknownError)
    return cls(None, None, f"{path}; {exc.strerror}")


def _path(path):
    if isinstance(path, bytes):
        return path.decode('utf-8')
    return _os.fspath(path)


def exists(path):
    return _os.path.exists(_path(path))


def isdir(path):
    return _os.path.isdir(_path(path))


def listdir(path):
    path = _path(path)
    if not isdir(path):
        raise errors.NotFoundError(None, None, "Could not find directory {}".format(path))
    return sorted(_os.listdir(path))


def mkdir(path):
    path = _path(path)
    try:
        _os.mkdir(path)
    except OSError as e:
        raise _error(e, path) from None


def makedirs(path):
    path = _path(path)
    try:
        _os.makedirs(path, exist_ok=True)
    except OSError as e:
        raise _error(e, path) from None


def remove(path):
    path = _path(path)
    try:
        _os.remove(path)
    except OSError as e:
        raise _error(e, path) from None


def rmtree(path):
    path = _path(path)
    if not exists(path):
        raise errors.NotFoundError(None, None, f"{path}; No such file or directory")
    import shutil
    if isdir(path):
        shutil.rmtree(path)
    else:
        _os.remove(path)


def copy(src, dst, overwrite=False):
    src, dst = _path(src), _path(dst)
    if not overwrite and exists(dst):
        raise errors.AlreadyExistsError(None, None, "file already exists")
    try:
        with open(src, 'rb') as f:
            data = f.read()
        with open(dst, 'wb') as f:
            f.write(data)
    except OSError as e:
        raise _error(e, e.filename) from None


def rename(src, dst, overwrite=False):
    src, dst = _path(src), _path(dst)
    if not overwrite and exists(dst):
        raise errors.AlreadyExistsError(None, None, "file already exists")
    try:
        _os.rename(src, dst)
    except OSError as e:
        raise _error(e, src) from None


def join(path, *paths):
    return _os.path.join(path, *paths)


_GLOBBING_CHARS = '*?[\\'


def _dirname(path):
    """io::Dirname: the part before the last '/' ('/' for a root child, '' with no '/')."""
    pos = path.rfind('/')
    if pos < 0:
        return ''
    return '/' if pos == 0 else path[:pos]


def _join(parent, child):
    """io::JoinPath of two parts: one '/' between them."""
    if not parent:
        return child
    return parent + child if parent.endswith('/') else parent + '/' + child


def _is_glob(pattern):
    return any(c in pattern for c in _GLOBBING_CHARS)


def _matcher(pattern):
    """fnmatch(pattern, path, FNM_PATHNAME) as FileSystem::Match calls it: the path's components
    against the pattern's, '*', '?' and [...] within one component (the stdlib glob's
    translation; a backslash escapes nothing here)."""
    import glob as _stdlib_glob
    parts = [_stdlib_glob._translate(p) for p in pattern.split('/')]

    def match(path):
        names = path.split('/')
        return len(names) == len(parts) and all(r.match(n) for r, n in zip(parts, names))
    return match


def glob(pattern):
    """Env::GetMatchingPaths (tsl/platform/file_system_helper.cc): a pattern with no directory
    part is matched under './' (so are its results: './a.txt'); a pattern without wildcards is
    itself when it exists. '*', '?' and [...] stay within one path component. Sorted here (TF
    returns the file system's order)."""
    pattern = _path(pattern)
    if not pattern:
        return []
    patched = pattern
    glob_at = min((pattern.find(c) for c in _GLOBBING_CHARS if c in pattern), default=len(pattern))
    if not _dirname(pattern[:glob_at]):
        patched = _join('.', pattern)
    d = _dirname(patched) if pattern.endswith('/') else patched
    dirs = []
    while d:
        dirs.append(d)
        parent = _dirname(d)
        if parent == d:
            break
        d = parent
    dirs.reverse()
    index = next((i for i, d in enumerate(dirs) if _is_glob(d)), len(dirs))
    if index == len(dirs):
        return [pattern] if exists(pattern) else []
    results = []
    queue = [dirs[index - 1]]
    while queue:
        matches = _matcher(dirs[index])
        last = index == len(dirs) - 1
        next_queue = []
        for parent in queue:
            if not isdir(parent):
                continue
            for name in _os.listdir(parent):
                path = _join(parent, name)
                if not matches(path):
                    continue
                if last:
                    results.append(path)
                elif isdir(path):
                    next_queue.append(path)
        queue = next_queue
        index += 1
    return sorted(results)


def walk(top, topdown=True, onerror=None):
    top = _path(top)
    try:
        listing = listdir(top)
    except errors.NotFoundError as err:
        if onerror:
            onerror(err)
        return
    files = [n for n in listing if not isdir(join(top, n))]
    subdirs = [n for n in listing if isdir(join(top, n))]
    if topdown:
        yield top, subdirs, files
    for sub in subdirs:
        yield from walk(join(top, sub), topdown, onerror)
    if not topdown:
        yield top, subdirs, files


class FileStatistics:
    def __init__(self, length, mtime_nsec, is_directory):
        self.length = length
        self.mtime_nsec = mtime_nsec
        self.is_directory = is_directory


def stat(path):
    path = _path(path)
    try:
        size = _os.path.getsize(path)
    except OSError as e:
        raise _error(e, path) from None
    return FileStatistics(size, 0, isdir(path))


class GFile:
    """tf.io.gfile.GFile: a file opened on first use; 'r'/'w'/'a' read and write str, the 'b'
    modes bytes; no newline translation."""

    def __init__(self, name, mode='r'):
        self.__name = _path(name)
        self.__mode = mode
        self._f = None
        if mode not in ('r', 'w', 'a', 'rb', 'wb', 'ab', 'r+', 'w+', 'a+', 'rb+', 'wb+', 'ab+'):
            raise errors.PermissionDeniedError(None, None, "mode is not 'r' or 'w' or 'a'")
        self._read_check_passed = 'r' in mode
        self._write_check_passed = 'w' in mode or 'a' in mode or '+' in mode

    @property
    def name(self):
        return self.__name

    @property
    def mode(self):
        return self.__mode

    def _open(self):
        if self._f is None:
            try:
                if 'b' in self.__mode:
                    self._f = open(self.__name, self.__mode)
                else:
                    self._f = open(self.__name, self.__mode, encoding='utf-8', newline='')
            except OSError as e:
                raise _error(e, self.__name) from None
        return self._f

    def _preread_check(self):
        if not self._read_check_passed:
            raise errors.PermissionDeniedError(None, None, "File isn't open for reading")
        return self._open()

    def _prewrite_check(self):
        if not self._write_check_passed:
            raise errors.PermissionDeniedError(None, None, "File isn't open for writing")
        return self._open()

    def size(self):
        return stat(self.__name).length

    def write(self, file_content):
        f = self._prewrite_check()
        if 'b' in self.__mode and isinstance(file_content, str):
            file_content = file_content.encode('utf-8')
        elif 'b' not in self.__mode and isinstance(file_content, bytes):
            file_content = file_content.decode('utf-8')
        try:
            f.write(file_content)
        except OSError as e:
            raise _error(e, self.__name) from None

    def read(self, n=-1):
        return self._preread_check().read(n)

    def readline(self):
        return self._preread_check().readline()

    def readlines(self):
        return self._preread_check().readlines()

    def seek(self, offset=None, whence=0, position=None):
        if position is not None:
            offset = position
        return self._preread_check().seek(offset, whence)

    def tell(self):
        if self._f is None:
            return 0
        return self._f.tell()

    def seekable(self):
        return True

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration()
        return line

    next = __next__

    def __enter__(self):
        return self

    def __exit__(self, unused_type, unused_value, unused_traceback):
        self.close()

    def flush(self):
        pass

    def close(self):
        if self._f is not None:
            self._f.close()
            self._f = None
