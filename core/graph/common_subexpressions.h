// Common subexpression elimination for the executor (TF: grappler's
// common_subgraph_elimination.cc, which TF's function runtime runs on every function graph
// before executing it): a node that computes what an earlier node already computes (the same
// op, attrs, inputs and control inputs, after merging) is not run, and its readers read the
// earlier node's outputs. Keras's optimizers build one chain of scalar ops per variable
// (`local_step`, the beta powers, the step size) from the same variable reads, so a train step
// repeats most of them once per weight. As with constant folding, the graph itself (its nodes,
// names and op list) is what was traced; only the executor's plan differs, so merging is
// invisible except for speed.
#pragma once

#include <map>
#include <vector>

#include "core/graph/func_graph.h"

namespace tfplay::graph {

/// For each node of `g`, the node whose outputs stand for its own: itself, or an earlier node
/// among `needed` (flags per node) that computes the same values. Empty when no node merges.
///  - Const nodes and folded nodes (`folded`, from fold_constants) merge with an earlier one
///    holding the same dtype, shape and bits (up to 1,024 elements);
///  - a stateless kernel node (no functional, script or stateful op, no resource, variant or
///    string output) merges with an earlier one of the same op whose attrs, inputs and control inputs
///    are the same once merged nodes are replaced by the ones standing for them;
///  - a ReadVariableOp (stateful, yet a pure read) merges too, and so merges a node taking a
///    handle, only with an earlier one reading the same handle (same control inputs, so the
///    same last write under automatic control dependencies) when no node run between them may
///    write that variable: an op taking a handle that may be the same variable other
///    than to read it, a stateful op without resource inputs (a py_function may assign
///    variables from Python), a function call or control-flow op, or a script op.
std::vector<int> merge_common_subexpressions(const FuncGraph& g, const std::vector<char>& needed,
                                             const std::map<int, std::vector<tensor::Tensor>>& folded);

}  // namespace tfplay::graph
