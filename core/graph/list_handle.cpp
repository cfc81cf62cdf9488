// TensorList element dtypes of graph tensors (list_handle.h).
#include "core/graph/list_handle.h"

#include <variant>

namespace tfplay::graph {

namespace {

/// The graph a function attr of `n` names (If's then_branch, Case's first branch, a call's f).
const FuncGraph* called_graph(const Node& n) {
  for (const char* key : {"then_branch", "f"}) {
    auto it = n.attrs.find(key);
    if (it == n.attrs.end()) continue;
    if (const auto* f = std::get_if<FuncAttr>(&it->second)) return f->graph.get();
  }
  auto it = n.attrs.find("branches");
  if (it != n.attrs.end())
    if (const auto* fs = std::get_if<FuncListAttr>(&it->second); fs && !fs->empty()) return fs->front().graph.get();
  return nullptr;
}

}  // namespace

std::optional<tensor::DType> list_element_dtype(const FuncGraph& g, Endpoint e) {
  const Node& n = g.node(e.node);
  const auto i = static_cast<std::size_t>(e.index);
  if (n.output_dtypes.at(i) != tensor::DType::Variant) return std::nullopt;
  if (n.op == "TensorListReserve" || n.op == "TensorListSetItem" || n.op == "TensorListFromTensor" ||
      n.op == "TensorListSplit" || n.op == "TensorListScatterV2" || n.op == "TensorListScatterIntoExistingList") {
    auto it = n.attrs.find("element_dtype");
    if (it != n.attrs.end()) return std::get<tensor::DType>(it->second);
    return std::nullopt;
  }
  if (auto it = n.attrs.find(kListElementDtypeAttr); it != n.attrs.end()) return std::get<tensor::DType>(it->second);
  if (n.op == "TensorListResize") return list_element_dtype(g, n.inputs.at(0));
  if (n.op == "Identity") return list_element_dtype(g, n.inputs.at(0));
  if (n.op == "While" || n.op == "StatelessWhile") return list_element_dtype(g, n.inputs.at(i));
  if (const FuncGraph* f = called_graph(n); f && i < f->outputs().size()) return list_element_dtype(*f, f->outputs()[i]);
  if (n.op == "Placeholder" && g.outer())
    for (const auto& [outer, placeholder] : g.captures())
      if (placeholder == e.node) return list_element_dtype(*g.outer(), outer);
  return std::nullopt;
}

}  // namespace tfplay::graph
