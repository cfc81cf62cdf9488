// tf.no_op, tf.group, tf.control_dependencies and the tf.bitwise module (control_deps.cpp).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds no_op, group, control_dependencies and bitwise (bitwise_and/or/xor, invert,
/// left_shift, right_shift) to `tf`. Eagerly no_op and group return None and
/// control_dependencies only calls pending callables; in a tf.function they add a NoOp node
/// and control inputs, as TF's graph mode does.
void install_control_deps(const py::Ref& tf);

}  // namespace tfplay::tf
