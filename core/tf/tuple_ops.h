// tf.tuple, tf.parallel_stack, tf.edit_distance, tf.guarantee_const (TF: ops/control_flow_ops.py, ops/array_ops.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Runs their Python source and sets them on `tf`. Needs tf.group, tf.control_dependencies,
/// tf.raw_ops and tf.Operation.
void install_tuple_ops(const py::Ref& tf);

}  // namespace tfplay::tf
