"""keras.utils.get_file (keras/src/utils/file_utils.py) downloads into ~/.keras: tfplay has
no network (its programs' files live in the run's own file system)."""
from keras.src.utils.unavailable import unavailable


@unavailable("downloads and files")
def get_file(fname=None, origin=None, untar=False, md5_hash=None, file_hash=None, cache_subdir="datasets",
             hash_algorithm="auto", extract=False, archive_format="auto", cache_dir=None, force_download=False):
    raise NotImplementedError("keras.utils.get_file downloads a file: tfplay has no network")


def path_to_string(path):
    """`os.fspath(path)` for a path-like object (a pathlib.Path), anything else as it is
    (keras/src/utils/file_utils.py)."""
    import os

    if isinstance(path, os.PathLike):
        return os.fspath(path)
    return path
