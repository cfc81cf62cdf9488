// A deep copy of a function graph with its captured resources swapped: how a loaded SavedModel's
// concrete functions get graphs of their own that read the loaded variables, not the saved ones
// (TF imports each saved FunctionDef into a new FuncGraph and binds its captures to the
// restored objects: function_deserialization.load_function_def_library, load.py).
#pragma once

#include <functional>
#include <memory>
#include <optional>

#include "core/graph/func_graph.h"

namespace tfplay::graph {

/// The handle a captured resource handle becomes in the copy, or nullopt to keep it.
using ResourceRemap = std::function<std::optional<tensor::Tensor>(const tensor::Tensor& handle)>;

/// A copy of `graph`: the same nodes (names, ops, inputs, attributes, control inputs, source
/// positions) in the same order, the same inputs and outputs, and a copy of every function graph
/// its nodes' attributes hold (If/While branches, PartitionedCall's `f`), so nothing is shared
/// with the original. Each captured resource handle (a Placeholder's "_captured" attribute, in
/// any of these graphs) that `remap` maps is replaced. The copy is never traced into further.
std::shared_ptr<FuncGraph> clone_graph(const FuncGraph& graph, const ResourceRemap& remap);

}  // namespace tfplay::graph
