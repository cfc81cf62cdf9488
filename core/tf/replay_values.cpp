// Replayed values of a function's tensors for the grad_fn of a tf.custom_gradient inside it
// (see replay_values.h).
#include "core/tf/replay_values.h"

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/python/runtime.h"

namespace tfplay::tf {

namespace {

struct Frame {
  const graph::FuncGraph* graph;
  std::shared_ptr<const ReplayedNodes> nodes;
};

struct Frames {
  std::vector<Frame> active;
};

Frames& frames() { return function::Runtime::current().run_state<Frames>(); }

// Scopes alive in this thread: every op asks replay_values_active(), and a counter spares it
// the run-state lookup. Scopes nest within one run, so it is back to zero between runs.
thread_local int t_live_scopes = 0;

}  // namespace

ReplayValuesScope::ReplayValuesScope(const graph::FuncGraph* graph, std::shared_ptr<const ReplayedNodes> nodes) {
  frames().active.push_back({graph, std::move(nodes)});
  ++t_live_scopes;
}

ReplayValuesScope::~ReplayValuesScope() {
  --t_live_scopes;
  frames().active.pop_back();
}

bool replay_values_active() { return t_live_scopes > 0; }

py::Ref replayed_or_self(const py::Ref& tensor) {
  if (t_live_scopes == 0) return tensor;
  const Frames& f = frames();
  if (f.active.empty()) return tensor;
  const function::TensorObject* t = function::as_tensor(tensor.get());
  if (!t || t->is_eager()) return tensor;
  for (auto it = f.active.rbegin(); it != f.active.rend(); ++it) {
    if (it->graph != t->graph.get()) continue;
    const ReplayedNodes& nodes = *it->nodes;
    const auto node = static_cast<std::size_t>(t->node);
    const auto index = static_cast<std::size_t>(t->index);
    if (node < nodes.size() && index < nodes[node].size() && nodes[node][index]) return nodes[node][index];
    py::raise(py::E().NotImplementedError,
              "tfplay cannot run the grad_fn of a tf.custom_gradient inside a tf.function when it uses the function's "
              "tensor " + t->name + ", which the function's results do not depend on");
  }
  return tensor;
}

}  // namespace tfplay::tf
