# shutil for tfplay: removing and copying files and folders in the run's in-memory file system,
# after CPython 3.12's Lib/shutil.py (same errors: the OSError of the failing os call).
import os


def rmtree(path, ignore_errors=False, onerror=None, *, onexc=None, dir_fd=None):
    """Removes the folder `path` and everything under it."""
    def failed(func, p, exc):
        if ignore_errors:
            return
        if onexc is not None:
            onexc(func, p, exc)
        elif onerror is not None:
            onerror(func, p, (type(exc), exc, exc.__traceback__))
        else:
            raise exc

    try:
        os.lstat(path)
        if not os.path.isdir(path):
            raise NotADirectoryError(20, 'Not a directory', path)
        names = os.listdir(path)
    except OSError as exc:
        failed(os.lstat, path, exc)
        return
    for name in names:
        full = os.path.join(path, name)
        if os.path.isdir(full):
            rmtree(full, ignore_errors, onerror, onexc=onexc)
        else:
            try:
                os.unlink(full)
            except OSError as exc:
                failed(os.unlink, full, exc)
    try:
        os.rmdir(path)
    except OSError as exc:
        failed(os.rmdir, path, exc)


def copyfileobj(fsrc, fdst, length=0):
    while True:
        buf = fsrc.read(length or 65536)
        if not buf:
            break
        fdst.write(buf)


def copyfile(src, dst, *, follow_symlinks=True):
    if os.path.isdir(src):
        raise IsADirectoryError(21, 'Is a directory', os.fspath(src))
    with open(src, 'rb') as fsrc:
        with open(dst, 'wb') as fdst:
            copyfileobj(fsrc, fdst)
    return dst


def copy(src, dst, *, follow_symlinks=True):
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(os.fspath(src)))
    copyfile(src, dst)
    return dst


copy2 = copy


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2, ignore_dangling_symlinks=False,
             dirs_exist_ok=False):
    names = os.listdir(src)
    ignored = ignore(os.fspath(src), names) if ignore is not None else set()
    os.makedirs(dst, exist_ok=dirs_exist_ok)
    for name in names:
        if name in ignored:
            continue
        s, d = os.path.join(src, name), os.path.join(dst, name)
        if os.path.isdir(s):
            copytree(s, d, symlinks, ignore, copy_function, ignore_dangling_symlinks, dirs_exist_ok)
        else:
            copy_function(s, d)
    return dst


def move(src, dst, copy_function=copy2):
    real_dst = dst
    if os.path.isdir(dst):
        real_dst = os.path.join(dst, os.path.basename(os.fspath(src).rstrip('/')))
        if os.path.exists(real_dst):
            raise Error("Destination path '%s' already exists" % real_dst)
    os.rename(src, real_dst)
    return real_dst


class Error(OSError):
    pass


def disk_usage(path):
    raise NotImplementedError("shutil.disk_usage() is not available in the tfplay playground")
