// The values a function's gradient gave the function's tensors when it replayed the function's
// graph (function_grad.cpp). A tf.custom_gradient inside a tf.function builds its grad_fn over
// the function's own (symbolic) tensors; TF's backward function captures them from the forward
// function (concrete_function.py _TapeGradientFunctions). tfplay replays the forward graph, so
// while such a grad_fn runs, its ops take the replayed value of each function tensor instead.
#pragma once

#include <memory>
#include <vector>

#include "core/python/object.h"

namespace tfplay::graph {
class FuncGraph;
}

namespace tfplay::tf {

/// Per node of a replayed graph, the replayed values of its outputs (empty: not replayed).
using ReplayedNodes = std::vector<std::vector<py::Ref>>;

/// While alive, ops (run_op) given a symbolic tensor of `graph` use its replayed value in
/// `nodes`. Scopes nest (a function calling one with a custom gradient).
class ReplayValuesScope {
 public:
  ReplayValuesScope(const graph::FuncGraph* graph, std::shared_ptr<const ReplayedNodes> nodes);
  ~ReplayValuesScope();
  ReplayValuesScope(const ReplayValuesScope&) = delete;
  ReplayValuesScope& operator=(const ReplayValuesScope&) = delete;
};

/// True while a ReplayValuesScope is alive.
bool replay_values_active();

/// `tensor` itself, or, for a symbolic tensor of a graph an active ReplayValuesScope covers, its
/// replayed value. Raises NotImplementedError for a tensor of that graph the replay did not
/// compute (one the function's results do not depend on).
py::Ref replayed_or_self(const py::Ref& tensor);

}  // namespace tfplay::tf
