// tf.vectorized_map (TF: tensorflow/python/ops/parallel_for/control_flow_ops.py vectorized_map
// and pfor).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Runs its Python source and sets tf.vectorized_map. Needs tf.map_fn, tf.nest, tf.raw_ops and
/// tf.name_scope.
void install_vectorized_map(const py::Ref& tf);

}  // namespace tfplay::tf
