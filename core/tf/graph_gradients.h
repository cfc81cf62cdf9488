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

/// `copy` (a loaded SavedModel's copy of `original`, node for node) runs the custom gradients of
/// `original`, whose grad_fns read `original`'s tensors: replaying `copy` stands for replaying
/// `original` while they run (function_grad.cpp).
void register_replay_alias(const graph::FuncGraph* copy, const graph::FuncGraph* original);

/// The graph register_replay_alias made `graph` stand for, or null.
const graph::FuncGraph* replay_alias(const graph::FuncGraph* graph);

}  // namespace tfplay::tf
