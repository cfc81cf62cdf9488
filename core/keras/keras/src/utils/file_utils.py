"""File helpers (keras/src/utils/file_utils.py): the path, hashing and gfile-replacement ones run
on the run's own file system; keras.utils.get_file downloads into ~/.keras, and tfplay has no
network; extract_archive needs tarfile and zipfile, which tfplay's standard library lacks."""
import hashlib
import os
import re
import shutil
import warnings

from keras.src.utils.module_utils import gfile
from keras.src.utils.unavailable import unavailable


@unavailable("downloads and files")
def get_file(fname=None, origin=None, untar=False, md5_hash=None, file_hash=None, cache_subdir="datasets",
             hash_algorithm="auto", extract=False, archive_format="auto", cache_dir=None, force_download=False):
    raise NotImplementedError("keras.utils.get_file downloads a file: tfplay has no network")


def path_to_string(path):
    """`os.fspath(path)` for a path-like object (a pathlib.Path), anything else as it is
    (keras/src/utils/file_utils.py)."""
    if isinstance(path, os.PathLike):
        return os.fspath(path)
    return path


def resolve_path(path):
    return os.path.realpath(os.path.abspath(path))


def is_path_in_dir(path, base_dir):
    return resolve_path(os.path.join(base_dir, path)).startswith(base_dir)


def is_link_in_dir(info, base):
    tip = resolve_path(os.path.join(base, os.path.dirname(info.name)))
    return is_path_in_dir(info.linkname, base_dir=tip)


def filter_safe_paths(members):
    """The members of a tar archive that extract inside the current directory; a warning for
    each other one."""
    base_dir = resolve_path(".")
    for finfo in members:
        valid_path = False
        if is_path_in_dir(finfo.name, base_dir):
            valid_path = True
            yield finfo
        elif finfo.issym() or finfo.islnk():
            if is_link_in_dir(finfo, base_dir):
                valid_path = True
                yield finfo
        if not valid_path:
            warnings.warn(
                "Skipping invalid path during archive extraction: "
                f"'{finfo.name}'.",
                stacklevel=2,
            )


def extract_archive(file_path, path=".", archive_format="auto"):
    """Extracts a `.tar` (`.tar.gz`, `.tar.bz`) or `.zip` archive in Keras: False for
    archive_format None, NotImplementedError(archive_type) for an unknown format, and for "tar"
    and "zip" NotImplementedError: tfplay's standard library has no tarfile or zipfile."""
    if archive_format is None:
        return False
    if archive_format == "auto":
        archive_format = ["tar", "zip"]
    if isinstance(archive_format, str):
        archive_format = [archive_format]
    for archive_type in archive_format:
        if archive_type not in ("tar", "zip"):
            raise NotImplementedError(archive_type)
        raise NotImplementedError(
            "keras.utils.get_file's archive extraction (extract_archive) needs the tarfile and zipfile "
            "modules, which tfplay's standard library does not include"
        )
    return False


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


def is_remote_path(filepath):
    """Whether `filepath` names a remote location: GCS (`/gcs`), CNS (`/cns`), CFS (`/cfs`),
    HDFS (`/hdfs`), Placer (`/placer`), TFHub (`/tfhub`), `/readahead` or a URL (`.*://`)."""
    if re.match(
        r"^(/cns|/cfs|/gcs|/hdfs|/readahead|/placer|/tfhub|.*://).*$",
        str(filepath),
    ):
        return True
    return False


# Below are gfile-replacement utils: remote paths go through tf.io.gfile.


def _raise_if_no_gfile(path):
    raise ValueError(
        "Handling remote paths requires installing TensorFlow "
        f"(in order to use gfile). Received path: {path}"
    )


def _gfile_or(path, name, local):
    """The function to call on `path`: tf.io.gfile's `name` for a remote path (Keras's
    ValueError when there is no gfile), else `local`. Returned rather than called, so a
    failing call shows the same frames as Keras's own wrappers."""
    if is_remote_path(path):
        if not gfile.available:
            _raise_if_no_gfile(path)
        return getattr(gfile, name)
    return local


def exists(path):
    return _gfile_or(path, "exists", os.path.exists)(path)


def File(path, mode="r"):
    return _gfile_or(path, "GFile", open)(path, mode=mode)


def join(path, *paths):
    return _gfile_or(path, "join", os.path.join)(path, *paths)


def isdir(path):
    return _gfile_or(path, "isdir", os.path.isdir)(path)


def remove(path):
    return _gfile_or(path, "remove", os.remove)(path)


def rmtree(path):
    return _gfile_or(path, "rmtree", shutil.rmtree)(path)


def listdir(path):
    return _gfile_or(path, "listdir", os.listdir)(path)


def copy(src, dst):
    if is_remote_path(src) or is_remote_path(dst):
        if gfile.available:
            return gfile.copy(src, dst, overwrite=True)
        else:
            _raise_if_no_gfile(f"src={src} dst={dst}")
    return shutil.copy(src, dst)


def makedirs(path):
    return _gfile_or(path, "makedirs", os.makedirs)(path)
