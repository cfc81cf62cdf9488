// tf.__internal__.FuncGraph and tf.compat.v1.placeholder: building a graph outside tf.function.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds `tf.__internal__` (FuncGraph) and `tf.compat` (v1.placeholder; its other names raise
/// NotImplementedError) to the tensorflow module `tf`.
void install_func_graph_api(const py::Ref& tf);

}  // namespace tfplay::tf
