// tf.gradients and tf.hessians: symbolic gradients over the graph being built (TF:
// tensorflow/python/ops/gradients_util.py _GradientsHelper, gradients_impl.py).
#pragma once

#include "core/graph/func_graph.h"
#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.gradients and tf.hessians on `tf`.
void install_graph_gradients(const py::Ref& tf);

/// The gradient a graph-mode tf.custom_gradient gives its IdentityN node (TF registers
/// `internal_grad_fn` under "CustomGradient-<uid>" and overrides IdentityN's gradient with it):
/// tf.gradients calls `backward` with the node's output gradients.
void register_node_gradient(const graph::FuncGraph* graph, int node, const py::Ref& backward);

/// The backward function register_node_gradient gave `node` of `graph`, or null.
const py::Ref* node_gradient(const graph::FuncGraph* graph, int node);

}  // namespace tfplay::tf
