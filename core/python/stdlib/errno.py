# errno for tfplay: Linux's error numbers (CPython on Linux reports these) for the errors the
# run's file system raises, and errorcode.
EPERM = 1
ENOENT = 2
EBADF = 9
EACCES = 13
EBUSY = 16
EEXIST = 17
ENOTDIR = 20
EISDIR = 21
EINVAL = 22
ENOSPC = 28
ENOTEMPTY = 39

errorcode = {v: k for k, v in dict(globals()).items() if k.startswith('E') and isinstance(v, int)}
