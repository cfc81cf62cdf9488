"""File helpers (keras/src/utils/file_utils.py): the hashing ones run on the run's own file
system; keras.utils.get_file downloads into ~/.keras, and tfplay has no network."""
import hashlib

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


def resolve_hasher(algorithm, file_hash=None):
    """Returns hash algorithm as hashlib function."""
    if algorithm == "sha256":
        return hashlib.sha256()
    if algorithm == "auto" and file_hash is not None and len(file_hash) == 64:
        return hashlib.sha256()
    # This is used only for legacy purposes.
    return hashlib.md5()


def hash_file(fpath, algorithm="sha256", chunk_size=65535):
    """Calculates a file sha256 or md5 hash (`algorithm` a name or a hashlib object)."""
    if isinstance(algorithm, str):
        hasher = resolve_hasher(algorithm)
    else:
        hasher = algorithm
    with open(fpath, "rb") as fpath_file:
        for chunk in iter(lambda: fpath_file.read(chunk_size), b""):
            hasher.update(chunk)
    return hasher.hexdigest()


def validate_file(fpath, file_hash, algorithm="auto", chunk_size=65535):
    """Whether the file's sha256 or md5 hash (`"auto"`: sha256 for a 64-character hash) is
    `file_hash`."""
    hasher = resolve_hasher(algorithm, file_hash)
    if str(hash_file(fpath, hasher, chunk_size)) == str(file_hash):
        return True
    else:
        return False
