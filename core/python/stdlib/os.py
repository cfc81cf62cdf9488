# os for tfplay: the environment and path-string helpers learners use, written in Python with
# CPython 3.12's semantics. The playground has no file system or processes: what needs them
# raises NotImplementedError naming the function (the style of the builtin open()).
name = 'posix'
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
environ.update({'HOME': '/', 'PATH': '/usr/bin:/bin', 'LANG': 'C.UTF-8'})


def getenv(key, default=None):
    return environ.get(key, default)


def putenv(key, value):
    environ[key] = value


def unsetenv(key):
    environ.pop(key, None)


def getcwd():
    return '/'


def cpu_count():
    return 1


def fspath(path):
    if isinstance(path, (str, bytes)):
        return path
    raise TypeError("expected str, bytes or os.PathLike object, not " + type(path).__name__)


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
        return False

    @staticmethod
    def isfile(p):
        return False

    @staticmethod
    def isdir(p):
        return False

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
    def expanduser(path):
        path = fspath(path)
        if path == '~' or path.startswith('~/'):
            return environ.get('HOME', '/').rstrip('/') + path[1:] if path != '~' else environ.get('HOME', '/')
        return path


path = _Path()

_NO_FS = "there is no file system"
_NO_PROC = "there are no processes"
# Needing a file system or processes: unavailable, named in the error.
listdir = _unavailable('os.listdir', _NO_FS)
mkdir = _unavailable('os.mkdir', _NO_FS)
makedirs = _unavailable('os.makedirs', _NO_FS)
remove = _unavailable('os.remove', _NO_FS)
unlink = _unavailable('os.unlink', _NO_FS)
rmdir = _unavailable('os.rmdir', _NO_FS)
removedirs = _unavailable('os.removedirs', _NO_FS)
rename = _unavailable('os.rename', _NO_FS)
replace = _unavailable('os.replace', _NO_FS)
stat = _unavailable('os.stat', _NO_FS)
lstat = _unavailable('os.lstat', _NO_FS)
chdir = _unavailable('os.chdir', _NO_FS)
scandir = _unavailable('os.scandir', _NO_FS)
walk = _unavailable('os.walk', _NO_FS)
open = _unavailable('os.open', _NO_FS)
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
_Path.getsize = staticmethod(_unavailable('os.path.getsize', _NO_FS))
_Path.getmtime = staticmethod(_unavailable('os.path.getmtime', _NO_FS))
_Path.getatime = staticmethod(_unavailable('os.path.getatime', _NO_FS))
_Path.getctime = staticmethod(_unavailable('os.path.getctime', _NO_FS))
_Path.realpath = staticmethod(_unavailable('os.path.realpath', _NO_FS))
_Path.islink = staticmethod(_unavailable('os.path.islink', _NO_FS))
_Path.samefile = staticmethod(_unavailable('os.path.samefile', _NO_FS))
