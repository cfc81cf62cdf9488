// tf.io over the run's file system: read_file, write_file and matching_files (the ReadFile,
// WriteFile and MatchingFiles ops, so they run in graphs too; MatchingFiles matches as
// tf.io.gfile.glob does) and tf.io.gfile, written in Python after TF 2.20's
// tensorflow/python/lib/io/file_io.py (its functions, GFile's lazy opening, the tf.errors it
// raises and their "<path>; <strerror>" messages, which come from TF's posix file system).
#include "core/tf/io_api.h"

#include "core/graph/host_files.h"
#include "core/python/fs/memory_fs.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/op_error.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/lazy_module.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

constexpr const char* kModuleName = "tensorflow.python.lib.io.file_io";

constexpr const char* kFileIoSource = R"PY(
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
)PY";

/// TF's error code for the errno its posix file system met (IOError in platform/errors.cc).
tensor::OpError::Code code_for(int err) {
  switch (err) {
    case 2: return tensor::OpError::Code::NotFound;
    case 28: return tensor::OpError::Code::ResourceExhausted;
    default: return tensor::OpError::Code::FailedPrecondition;
  }
}

[[noreturn]] void raise_op_error(const py::fs::FsError& e, const std::string& path) {
  throw tensor::OpError(code_for(e.err), path + "; " + py::fs::strerror_text(e.err));
}

/// tensorflow.python.lib.io.file_io, run on first use (tf.io.gfile, MatchingFiles's matcher) and
/// kept in sys.modules for the rest of the run.
Ref file_io_module() {
  return lazy_library_module(kModuleName, kFileIoSource, [](const Ref& m) {
    Ref tf = py::Interpreter::current().import_module("tensorflow");
    py::call(m->dict->get("_install"), std::vector<Ref>{py::getattr(tf, "errors")});
  });
}

/// The host's files for the file ops; MatchingFiles shares file_io.glob's matcher with
/// tf.io.gfile.glob.
void install_host_files() {
  graph::HostFiles files;
  files.match = [](const std::string& pattern) {
    Ref fn = file_io_module()->dict->get("glob");
    std::vector<std::string> out;
    for (const Ref& path : py::to_vector(py::call(fn, std::vector<Ref>{py::Str(pattern)}))) out.push_back(py::as_str(path.get()));
    return out;
  };
  files.read = [](const std::string& path) -> std::string {
    try {
      return py::fs::current().read_file(path);
    } catch (const py::fs::FsError& e) {
      raise_op_error(e, path);
    }
  };
  files.write = [](const std::string& path, const std::string& contents) {
    py::fs::MemoryFs& fs = py::fs::current();
    try {
      // WriteFileOp makes the file's folder first (RecursivelyCreateDir).
      std::string abs = fs.absolute(path);
      for (std::size_t slash = abs.find('/', 1); slash != std::string::npos; slash = abs.find('/', slash + 1))
        if (fs.kind(abs.substr(0, slash)) == py::fs::MemoryFs::Kind::Missing) fs.mkdir(abs.substr(0, slash));
      fs.write_file(path, contents);
    } catch (const py::fs::FsError& e) {
      raise_op_error(e, path);
    }
  };
  graph::set_host_files(std::move(files));
}

}  // namespace

void install_io_api(const Ref& tf) {
  Ref io = py::Module("tensorflow.io");
  def(io, "read_file", [](CallArgs& a) -> Ref {
    Ref filename = a.args.size() > 0 ? a.args[0] : a.kwarg("filename");
    if (!filename) py::raise_type_error("read_file() missing 1 required positional argument: 'filename'");
    Ref name = a.args.size() > 1 ? a.args[1] : a.kwarg("name");
    return apply_op1("ReadFile", {filename}, {}, name);
  });
  def(io, "write_file", [](CallArgs& a) -> Ref {
    Ref filename = a.args.size() > 0 ? a.args[0] : a.kwarg("filename");
    Ref contents = a.args.size() > 1 ? a.args[1] : a.kwarg("contents");
    if (!filename || !contents)
      py::raise_type_error(std::string("write_file() missing 1 required positional argument: '") +
                           (filename ? "contents" : "filename") + "'");
    Ref name = a.args.size() > 2 ? a.args[2] : a.kwarg("name");
    apply_op("WriteFile", {filename, contents}, {}, name);
    return py::None();
  });
  // gen_io_ops.matching_files(pattern, name=None): the MatchingFiles op.
  def(io, "matching_files", [](CallArgs& a) -> Ref {
    Ref pattern = a.args.size() > 0 ? a.args[0] : a.kwarg("pattern");
    if (!pattern) py::raise_type_error("matching_files() missing 1 required positional argument: 'pattern'");
    Ref name = a.args.size() > 1 ? a.args[1] : a.kwarg("name");
    return apply_op1("MatchingFiles", {pattern}, {}, name);
  });
  // parsing_ops.decode_raw (tf.io.decode_raw): DecodeRaw, or DecodePaddedRaw when
  // fixed_length is given; little_endian goes through _execute.make_bool.
  def(io, "decode_raw", [](CallArgs& a) -> Ref {
    Ref input_bytes = require(a, 0, "input_bytes", "decode_raw");
    const tensor::DType out_type = required_dtype_arg(require(a, 1, "out_type", "decode_raw"));
    Ref little = arg(a, 2, "little_endian");
    if (little && !py::is_bool(little.get()))
      py::raise_type_error("Expected bool for argument 'little_endian' not " + py::repr(little) + ".");
    const bool little_endian = !little || py::truthy(little);
    Ref fixed_length = arg(a, 3, "fixed_length");
    Ref name = arg(a, 4, "name");
    if (present(fixed_length))
      return apply_op1("DecodePaddedRaw", {input_bytes, fixed_length}, {{"out_type", out_type}, {"little_endian", little_endian}}, name);
    return apply_op1("DecodeRaw", {input_bytes}, {{"out_type", out_type}, {"little_endian", little_endian}}, name);
  });
  install_host_files();
  // tf.io.gfile's module runs when a program first uses it (lazy_module.h).
  lazy_attributes(io, "tf.io", {"gfile"}, [io] {
    Ref file_io = file_io_module();
    Ref gfile = py::Module("tensorflow.io.gfile");
    for (const char* n : {"GFile", "copy", "exists", "glob", "isdir", "join", "listdir", "makedirs", "mkdir", "remove",
                          "rename", "rmtree", "stat", "walk"})
      gfile->dict->set(n, file_io->dict->get(n));
    io->dict->set("gfile", gfile);
  });
  // The rest of TF 2.20's tf.io (decode_json_example, decode_proto, ...): named as not
  // emulated, as api_surface.cpp's stub modules name theirs.
  def(io, "__getattr__", [](CallArgs& a) -> Ref {
    const std::string& name = py::as_str(a.args.at(0).get());
    if (name.size() > 4 && name.compare(0, 2, "__") == 0 && name.compare(name.size() - 2, 2, "__") == 0)
      py::raise(py::E().AttributeError, "module 'tensorflow.io' has no attribute '" + name + "'");
    py::raise(py::E().NotImplementedError, "tfplay does not implement tf.io." + name + " yet");
  });
  tf->dict->set("io", io);
}

}  // namespace tfplay::tf
