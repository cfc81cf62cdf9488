// Constant folding for the executor (see constant_folding.h).
#include "core/graph/constant_folding.h"

#include "core/graph/functional_ops.h"
#include "core/graph/op_registry.h"

namespace tfplay::graph {

namespace {

// The largest output a folded node may keep (grappler caps folded constants by size too): the
// plan holds folded values for the graph's lifetime.
constexpr int64_t kMaxFoldedElements = 16384;

bool opaque(tensor::DType t) { return t == tensor::DType::Resource || t == tensor::DType::Variant; }

// Whether `n` may be evaluated ahead of time: a pure kernel with plain-valued, small outputs.
const OpDef* foldable_op(const Node& n) {
  if (n.inputs.empty() || !n.control_inputs.empty() || n.captured) return nullptr;
  if (n.op == "Placeholder" || n.op == "Const" || is_functional_op(n.op)) return nullptr;
  // Script ops call back into Python, whose functions may have effects even when declared
  // stateless.
  if (n.op == "PyFunc" || n.op == "PyFuncStateless" || n.op == "EagerPyFunc") return nullptr;
  const OpDef* def = OpRegistry::global().find(n.op);
  if (!def || def->is_stateful || !def->kernel) return nullptr;
  if (n.output_dtypes.size() != n.output_shapes.size()) return nullptr;
  for (std::size_t k = 0; k < n.output_dtypes.size(); ++k) {
    if (opaque(n.output_dtypes[k]) || !n.output_shapes[k].is_fully_defined()) return nullptr;
    if (*n.output_shapes[k].num_elements() > kMaxFoldedElements) return nullptr;
  }
  return def;
}

}  // namespace

std::map<int, std::vector<tensor::Tensor>> fold_constants(const FuncGraph& g, const std::vector<char>& needed) {
  const auto& nodes = g.nodes();
  std::map<int, std::vector<tensor::Tensor>> folded;
  // The constant values known so far, per node (Consts and folded nodes).
  std::vector<const std::vector<tensor::Tensor>*> known(nodes.size(), nullptr);
  std::map<int, std::vector<tensor::Tensor>> const_values;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (!needed[i]) continue;
    const Node& n = nodes[i];
    const int id = static_cast<int>(i);
    if (n.op == "Const") {
      // A captured eager tensor is the function's argument at run time, not a constant.
      if (n.captured) continue;
      auto it = n.attrs.find("value");
      if (it == n.attrs.end() || !std::holds_alternative<tensor::Tensor>(it->second)) continue;
      const tensor::Tensor& value = std::get<tensor::Tensor>(it->second);
      if (opaque(value.dtype())) continue;
      known[i] = &(const_values[id] = {value});
      continue;
    }
    const OpDef* def = foldable_op(n);
    if (!def) continue;
    std::vector<tensor::Tensor> args;
    bool all_known = true;
    for (const Endpoint& e : n.inputs) {
      const auto* v = known[static_cast<std::size_t>(e.node)];
      if (!v || static_cast<std::size_t>(e.index) >= v->size()) {
        all_known = false;
        break;
      }
      args.push_back((*v)[static_cast<std::size_t>(e.index)]);
    }
    if (!all_known) continue;
    std::vector<tensor::Tensor> out;
    try {
      KernelContext ctx{*def, args, n.attrs, [](const std::string&, const std::string&) {}};
      ctx.node = &n;
      out = def->kernel(ctx);
    } catch (...) {
      continue;  // raised again, from this node, when the graph runs
    }
    if (out.size() != n.output_dtypes.size()) continue;
    bool matches = true;
    for (std::size_t k = 0; k < out.size(); ++k)
      matches = matches && out[k].dtype() == n.output_dtypes[k] && out[k].num_elements() <= kMaxFoldedElements;
    if (!matches) continue;
    known[i] = &(folded[id] = std::move(out));
  }
  return folded;
}

}  // namespace tfplay::graph
