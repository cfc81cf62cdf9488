// tf.cond, tf.while_loop and tf.range (tensorflow/python/ops/cond.py, while_loop.py,
// math_ops.py range), and the installation of AutoGraph on the interpreter.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds cond, while_loop and range to the tf module (range only when no other module part
/// defined it).
void install_control_flow_ops(const py::Ref& tf);

/// math_ops.range(start, limit=None, delta=1, dtype=None, name="range"): the Range op under
/// name scope "range", its Python bounds converted to Consts "start", "limit", "delta".
py::Ref tf_range(py::CallArgs& a);

/// while_loop.while_loop as TF's own library code calls it (map_fn.py, functional_ops.py): the
/// tf.while_loop arguments, without while_loop_v2's deprecation notice for back_prop=False.
py::Ref undecorated_while_loop(py::CallArgs& a);

/// Creates the run's AutoGraph hooks (function::AutoGraph) and hands them to the interpreter,
/// and bounds graph While loops by the interpreter's step budget.
void install_autograph();

}  // namespace tfplay::tf
