#include "core/python/fs/fs_module.h"

#include "core/python/fs/fs_errors.h"
#include "core/python/runtime.h"

namespace tfplay::py::fs {

namespace {

void def(const Ref& m, const std::string& name, NativeFn fn) { m->dict->set(name, NativeFunction(name, std::move(fn))); }

const std::string& path_arg(CallArgs& a, std::size_t i) { return as_str(a.args.at(i).get(), "a path string"); }

int fd_arg(CallArgs& a) { return static_cast<int>(as_int(a.args.at(0).get())); }

const std::string& bytes_arg(CallArgs& a, std::size_t i) {
  const Object* o = a.args.at(i).get();
  if (o->cls != T().bytes) raise_type_error("a bytes-like object is required, not '" + type_name(o) + "'");
  return static_cast<const BytesObject*>(o)->value;
}

/// open(path, mode): mode is open()'s letters without 'b'/'t' ("r", "w+", "a", "x").
OpenFlags parse_flags(const std::string& mode) {
  OpenFlags f;
  bool plus = mode.find('+') != std::string::npos;
  switch (mode.empty() ? 'r' : mode[0]) {
    case 'w': f.write = f.create = f.truncate = true; break;
    case 'a': f.write = f.create = f.append = true; break;
    case 'x': f.write = f.create = f.exclusive = true; break;
    default: f.read = true; break;
  }
  if (plus) f.read = f.write = true;
  return f;
}

/// os.open's flags (Linux's O_* bits): the access mode in the low two bits, then O_CREAT,
/// O_EXCL, O_TRUNC and O_APPEND; the others (O_CLOEXEC, O_NOFOLLOW, ...) change nothing here.
OpenFlags parse_os_flags(std::int64_t bits) {
  OpenFlags f;
  switch (bits & 3) {
    case 0: f.read = true; break;
    case 1: f.write = true; break;
    default: f.read = f.write = true; break;
  }
  f.create = (bits & 0100) != 0;
  f.exclusive = f.create && (bits & 0200) != 0;
  f.truncate = f.write && (bits & 01000) != 0;
  f.append = (bits & 02000) != 0;
  return f;
}

}  // namespace

Ref build_fs_module() {
  Ref m = Module("_tfplay_fs");
  m->dict->set("HOME", Str(MemoryFs::kHome));
  m->dict->set("MAX_BYTES", Int(static_cast<std::int64_t>(MemoryFs::kMaxBytes)));
  def(m, "open", +[](CallArgs& a) {
    return python_errors([&] { return Int(current().open(path_arg(a, 0), parse_flags(as_str(a.args.at(1).get())))); });
  });
  def(m, "os_open", +[](CallArgs& a) {
    return python_errors([&] { return Int(current().open(path_arg(a, 0), parse_os_flags(as_int(a.args.at(1).get())))); });
  });
  def(m, "pread", +[](CallArgs& a) {
    return python_errors([&] {
      return Bytes(current().pread(fd_arg(a), as_int(a.args.at(1).get()), as_int(a.args.at(2).get())));
    });
  });
  def(m, "pwrite", +[](CallArgs& a) {
    return python_errors([&] { return Int(current().pwrite(fd_arg(a), as_int(a.args.at(1).get()), bytes_arg(a, 2))); });
  });
  def(m, "fsize", +[](CallArgs& a) { return python_errors([&] { return Int(current().fsize(fd_arg(a))); }); });
  def(m, "ftruncate", +[](CallArgs& a) {
    return python_errors([&] {
      current().ftruncate(fd_arg(a), as_int(a.args.at(1).get()));
      return None();
    });
  });
  def(m, "close", +[](CallArgs& a) {
    current().close(fd_arg(a));
    return None();
  });
  def(m, "kind", +[](CallArgs& a) { return Int(static_cast<int>(current().kind(path_arg(a, 0)))); });
  def(m, "size", +[](CallArgs& a) { return python_errors([&] { return Int(current().size(path_arg(a, 0))); }); });
  def(m, "times", +[](CallArgs& a) {
    return python_errors([&] {
      const MemoryFs::Times t = current().times(path_arg(a, 0));
      return Tuple({Int(t.atime_ns), Int(t.mtime_ns), Int(t.ctime_ns)});
    });
  });
  def(m, "listdir", +[](CallArgs& a) {
    return python_errors([&] {
      std::vector<Ref> names;
      for (const std::string& n : current().listdir(path_arg(a, 0))) names.push_back(Str(n));
      return List(std::move(names));
    });
  });
  def(m, "mkdir", +[](CallArgs& a) {
    return python_errors([&] {
      current().mkdir(path_arg(a, 0));
      return None();
    });
  });
  def(m, "rmdir", +[](CallArgs& a) {
    return python_errors([&] {
      current().rmdir(path_arg(a, 0));
      return None();
    });
  });
  def(m, "unlink", +[](CallArgs& a) {
    return python_errors([&] {
      current().unlink(path_arg(a, 0));
      return None();
    });
  });
  def(m, "rename", +[](CallArgs& a) {
    return python_errors([&] {
      current().rename(path_arg(a, 0), path_arg(a, 1));
      return None();
    });
  });
  def(m, "getcwd", +[](CallArgs&) { return Str(current().cwd()); });
  def(m, "chdir", +[](CallArgs& a) {
    return python_errors([&] {
      current().chdir(path_arg(a, 0));
      return None();
    });
  });
  def(m, "abspath", +[](CallArgs& a) { return Str(current().absolute(path_arg(a, 0))); });
  def(m, "used_bytes", +[](CallArgs&) { return Int(static_cast<std::int64_t>(current().used_bytes())); });
  return m;
}

}  // namespace tfplay::py::fs
