// Constant folding for the executor (TF: grappler/optimizers/constant_folding.cc, which TF runs
// on every function graph before executing it): nodes whose inputs are all constants are
// evaluated once, when run_graph plans the graph, and every run then reads their values. The
// graph itself is unchanged (its nodes, names and op list are what was traced); only the
// executor's plan differs, so folding is invisible except for speed.
#pragma once

#include <map>
#include <vector>

#include "core/graph/func_graph.h"

namespace tfplay::graph {

/// The values of the nodes among `needed` (flags per node) that fold: stateless kernel nodes
/// (no functional, script, resource or variant ops; no control inputs) whose inputs are all
/// Consts or folded nodes, whose outputs are small (at most 16,384 elements each, statically
/// known) and whose kernel succeeds. A kernel that fails is not folded, so the error is raised
/// when the graph runs, from the node, as without folding. Const nodes are not listed.
std::map<int, std::vector<tensor::Tensor>> fold_constants(const FuncGraph& g, const std::vector<char>& needed);

}  // namespace tfplay::graph
