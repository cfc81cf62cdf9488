// clone_graph: graph_clone.h.
#include "core/graph/graph_clone.h"

#include <map>

namespace tfplay::graph {

namespace {

using Memo = std::map<const FuncGraph*, std::shared_ptr<FuncGraph>>;

std::shared_ptr<FuncGraph> clone(const FuncGraph& g, FuncGraph* outer, const ResourceRemap& remap, Memo& memo);

// A function graph held by an attribute of a node of `parent` (already copied to `copy`): a
// branch nested in `parent` is nested in the copy; a called function stays a top-level graph.
// A graph held twice (one function called twice) is copied once.
std::shared_ptr<FuncGraph> clone_attr_graph(const std::shared_ptr<FuncGraph>& sub, const FuncGraph& parent, FuncGraph* copy,
                                            const ResourceRemap& remap, Memo& memo) {
  if (!sub) return sub;
  if (auto it = memo.find(sub.get()); it != memo.end()) return it->second;
  std::shared_ptr<FuncGraph> out = clone(*sub, sub->outer() == &parent ? copy : nullptr, remap, memo);
  memo[sub.get()] = out;
  return out;
}

std::shared_ptr<FuncGraph> clone(const FuncGraph& g, FuncGraph* outer, const ResourceRemap& remap, Memo& memo) {
  auto copy = outer ? std::make_shared<FuncGraph>(g.name(), outer, g.name_scope()) : std::make_shared<FuncGraph>(g.name());
  for (const Node& n : g.nodes()) {
    AttrMap attrs = n.attrs;
    for (auto& entry : attrs) {
      AttrValue& v = entry.second;
      if (auto* f = std::get_if<FuncAttr>(&v)) {
        f->graph = clone_attr_graph(f->graph, g, copy.get(), remap, memo);
      } else if (auto* list = std::get_if<FuncListAttr>(&v)) {
        for (FuncAttr& item : *list) item.graph = clone_attr_graph(item.graph, g, copy.get(), remap, memo);
      }
    }
    for (const char* attr : {"_captured", "_variable_argument"})
      if (auto it = attrs.find(attr); it != attrs.end())
        if (std::optional<tensor::Tensor> handle = remap(std::get<tensor::Tensor>(it->second))) it->second = *handle;
    // add_functional_node appends the node as given (no renaming, no inference); a control
    // block around it gives it its control inputs back.
    if (!n.control_inputs.empty()) copy->push_control_dependencies(n.control_inputs);
    copy->add_functional_node(n.op, n.inputs, std::move(attrs), n.output_dtypes, n.output_shapes, SourcePos{n.line, n.column, n.stack},
                              n.name);
    if (!n.control_inputs.empty()) copy->pop_control_dependencies();
  }
  copy->set_inputs(g.inputs());
  for (const Endpoint& e : g.outputs()) copy->add_output(e);
  return copy;
}

}  // namespace

std::shared_ptr<FuncGraph> clone_graph(const FuncGraph& graph, const ResourceRemap& remap) {
  Memo memo;
  return clone(graph, nullptr, remap, memo);
}

}  // namespace tfplay::graph
