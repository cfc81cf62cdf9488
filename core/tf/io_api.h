// tf.io (io_api.cpp): read_file, write_file and tf.io.gfile over the run's file system.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds tf.io to `tf` and points the ReadFile/WriteFile kernels at the run's file system.
void install_io_api(const py::Ref& tf);

}  // namespace tfplay::tf
