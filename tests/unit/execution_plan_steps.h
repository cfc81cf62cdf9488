// What the executor planned for a FuncGraph's nodes, and a print sink to run it with, for the
// tests of its plan (constant folding, common subexpressions).
#pragma once

#include <string>

#include "core/graph/func_graph.h"

namespace tfplay::test {

/// A tf.print sink for graphs whose prints the test ignores.
inline const auto kNoPrint = [](const std::string&, const std::string&, int) {};

/// Whether node `node` of `g` has a step of its own in the execution plan.
inline bool planned(const graph::FuncGraph& g, int node) {
  for (const graph::ExecutionPlan::Step& s : g.execution_plan()->steps)
    if (s.node == node) return true;
  return false;
}

}  // namespace tfplay::test
