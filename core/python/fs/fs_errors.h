// FsError -> the Python exception CPython raises for that errno: OSError(errno, strerror,
// filename[, filename2]), which picks FileNotFoundError, IsADirectoryError, ... by errno.
#pragma once

#include "core/python/fs/memory_fs.h"

namespace tfplay::py::fs {

/// Raises `e` as CPython's OSError subclass: "[Errno 2] No such file or directory: 'x.txt'".
[[noreturn]] void raise_fs_error(const FsError& e);

/// Runs `f()`, turning an FsError it throws into the Python exception.
template <typename F>
auto python_errors(F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const FsError& e) {
    raise_fs_error(e);
  }
}

}  // namespace tfplay::py::fs
