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

constexpr const char* kModuleName = "tensorflow.python.lib.io.file_io";  // its Python: core/tf/library/tensorflow/python/lib/io/file_io.py

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
  return lazy_library_module(kModuleName, nullptr, [](const Ref& m) {
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
  def(io, "read_file", +[](CallArgs& a) -> Ref {
    Ref filename = a.args.size() > 0 ? a.args[0] : a.kwarg("filename");
    if (!filename) py::raise_type_error("read_file() missing 1 required positional argument: 'filename'");
    Ref name = a.args.size() > 1 ? a.args[1] : a.kwarg("name");
    return apply_op1("ReadFile", {filename}, {}, name);
  });
  def(io, "write_file", +[](CallArgs& a) -> Ref {
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
  def(io, "matching_files", +[](CallArgs& a) -> Ref {
    Ref pattern = a.args.size() > 0 ? a.args[0] : a.kwarg("pattern");
    if (!pattern) py::raise_type_error("matching_files() missing 1 required positional argument: 'pattern'");
    Ref name = a.args.size() > 1 ? a.args[1] : a.kwarg("name");
    return apply_op1("MatchingFiles", {pattern}, {}, name);
  });
  // parsing_ops.decode_raw (tf.io.decode_raw): DecodeRaw, or DecodePaddedRaw when
  // fixed_length is given; little_endian goes through _execute.make_bool.
  def(io, "decode_raw", +[](CallArgs& a) -> Ref {
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
  // The rest of TF 2.20's tf.io (decode_json_example, decode_proto, ...) are the API table's
  // stubs (api_surface.h); a name TF's tf.io lacks is CPython's AttributeError.
  tf->dict->set("io", io);
}

}  // namespace tfplay::tf
