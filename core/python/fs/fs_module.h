// `_tfplay_fs`: the run's file system (memory_fs.h) as the primitives the Python side builds on
// (stdlib/_io.py's file objects, os.py, shutil.py, tempfile.py, pathlib.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::py::fs {

/// The module: open/pread/pwrite/fsize/ftruncate/close over descriptors, and
/// kind/size/listdir/mkdir/rmdir/unlink/rename/getcwd/chdir over paths (str). Each raises the
/// OSError CPython raises for the same failure (fs_errors.h).
Ref build_fs_module();

}  // namespace tfplay::py::fs
