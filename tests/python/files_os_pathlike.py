# os.PathLike, the abstract base class of objects with __fspath__ (what Keras's
# file_utils.path_to_string and other libraries test paths against): pathlib's paths and any
# class defining __fspath__ are PathLike, str and bytes are not, and __fspath__ = None opts out.
import os
import pathlib


class Custom:
    def __fspath__(self):
        return "custom/path"


class OptedOut:
    __fspath__ = None


class Derived(os.PathLike):
    def __fspath__(self):
        return "derived"


print(isinstance(pathlib.Path("a"), os.PathLike), isinstance("a", os.PathLike), isinstance(b"a", os.PathLike))
print(issubclass(pathlib.PurePosixPath, os.PathLike), isinstance(Custom(), os.PathLike))
print(isinstance(OptedOut(), os.PathLike), issubclass(int, os.PathLike))
print(os.fspath(Custom()), os.fspath(Derived()), isinstance(Derived(), os.PathLike))
print(os.PathLike.__name__, os.PathLike.__module__, os.PathLike.__abstractmethods__)
print([os.fspath(p) if isinstance(p, os.PathLike) else p for p in ["x.keras", pathlib.Path("y.keras")]])
