// tf.vectorized_map (TF: tensorflow/python/ops/parallel_for/control_flow_ops.py vectorized_map
// and pfor).
#pragma once

#include "core/graph/func_graph.h"
#include "core/python/object.h"

namespace tfplay::tf {

/// Runs its Python source and sets tf.vectorized_map. Needs tf.map_fn, tf.nest, tf.raw_ops and
/// tf.name_scope.
void install_vectorized_map(const py::Ref& tf);

/// True when `g` is, or calls (through any nested function), a function tf.vectorized_map built
/// for the elements of its loop. TF vectorizes those ops (pfor), so gradients through them are
/// dense tensors where tfplay's per-element gathers would give IndexedSlices.
bool calls_vectorized_map_loop(const graph::FuncGraph& g);

}  // namespace tfplay::tf
