// tf.summary (tensorflow/python/ops/summary_ops_v2.py, tensorboard's scalar summary_v2.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// `tf.summary`: create_file_writer, scalar, experimental.set_step/get_step, writers'
/// as_default/set_as_default/flush/close. Writers keep their records in memory: tfplay has no
/// file system, so no event files are written and TensorBoard cannot read them.
py::Ref build_summary_module();

}  // namespace tfplay::tf
