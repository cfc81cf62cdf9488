// The eager tensors a trace captured by value (eager_captures.h).
#include "core/function/eager_captures.h"

#include <algorithm>
#include <map>

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"

namespace tfplay::function {

namespace {

struct Captures {
  std::weak_ptr<graph::FuncGraph> graph;
  std::vector<std::pair<int, py::Ref>> consts;
};

struct Table {
  std::map<const graph::FuncGraph*, Captures> graphs;
};

// One table per run (the run's state, as the tapes are), forgetting graphs that no longer exist.
Table& table() { return Runtime::current().run_state<Table>(); }

}  // namespace

int capture_eager_const(const std::shared_ptr<graph::FuncGraph>& g, const py::Ref& value, graph::SourcePos where,
                        const std::string& name) {
  Table& tab = table();
  Captures& c = tab.graphs[g.get()];
  if (c.graph.expired() || c.graph.lock() != g) c = Captures{g, {}};
  // FunctionCaptures.capture_by_value keys a capture by id(tensor): the same tensor again is the
  // same Const.
  for (const auto& [node, captured] : c.consts)
    if (captured.get() == value.get()) return node;
  const TensorObject* t = as_tensor(value.get());
  const int node = g->add_captured_const(*t->value, where, name.empty() ? "Const" : name);
  c.consts.emplace_back(node, value);
  if (tab.graphs.size() % 64 == 0) {
    for (auto it = tab.graphs.begin(); it != tab.graphs.end();) it = it->second.graph.expired() ? tab.graphs.erase(it) : std::next(it);
  }
  return node;
}

graph::Endpoint capture_eager(const std::shared_ptr<graph::FuncGraph>& g, const py::Ref& value, graph::SourcePos where,
                              const std::string& name) {
  const TensorObject* t = as_tensor(value.get());
  if (t->dtype == tensor::DType::Resource) return g->capture_resource(*t->value, where);
  if (t->dtype == tensor::DType::Variant) refuse_variant_capture();
  return {capture_eager_const(g, value, where, name), 0};
}

std::vector<std::pair<int, py::Ref>> eager_captures(const graph::FuncGraph& g) {
  Table& tab = table();
  auto it = tab.graphs.find(&g);
  if (it == tab.graphs.end() || it->second.graph.lock().get() != &g) return {};
  return it->second.consts;
}

std::vector<std::pair<int, py::Ref>> value_captures(const graph::FuncGraph& g) {
  std::vector<std::pair<int, py::Ref>> out = eager_captures(g);
  for (std::size_t i = 0; i < g.nodes().size(); ++i)
    if (auto it = g.nodes()[i].attrs.find("_captured"); it != g.nodes()[i].attrs.end())
      out.emplace_back(static_cast<int>(i), make_eager(std::get<tensor::Tensor>(it->second)));
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  return out;
}

}  // namespace tfplay::function
