// Finding the placeholder through which a function graph reads a variable's handle.
#pragma once

#include <optional>

#include "core/graph/func_graph.h"

namespace tfplay::graph {

/// The Placeholder of `g` whose "_captured" value is `handle` (the same resource), or that a
/// tf.function's variable argument `handle` feeds ("_variable_argument"), whichever
/// path made it (FuncGraph::capture_resource, a call op's capture of the variables its function
/// reads, a cloned graph), or nullopt: FuncGraph.capture finds a capture by the tensor.
std::optional<int> captured_resource_placeholder(const FuncGraph& g, const tensor::Tensor& handle);

}  // namespace tfplay::graph
