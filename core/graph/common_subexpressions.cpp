// Common subexpression elimination for the executor (see common_subexpressions.h).
#include "core/graph/common_subexpressions.h"

#include <algorithm>
#include <cstring>
#include <numeric>
#include <string>
#include <type_traits>
#include <unordered_map>

#include "core/graph/functional_ops.h"
#include "core/graph/op_registry.h"
#include "core/tensor/dispatch.h"

namespace tfplay::graph {

namespace {

using tensor::DType;
using tensor::Tensor;

// Constants compared element by element at most this large (planning stays cheap).
constexpr int64_t kMaxComparedElements = 1024;

bool script_op(const std::string& op) { return op == "PyFunc" || op == "PyFuncStateless" || op == "EagerPyFunc"; }

// The ops that only read the variable behind their resource input (auto_control_deps_utils'
// read ops).
bool reads_only(const std::string& op) {
  return op == "ReadVariableOp" || op == "VariableShape" || op == "ResourceGather" || op == "ResourceGatherNd";
}

bool opaque(DType t) { return t == DType::Resource || t == DType::Variant; }

// Same dtype, shape and bits (so -0.0 and 0.0, or two NaNs with different payloads, differ).
bool same_value(const Tensor& a, const Tensor& b) {
  if (a.dtype() != b.dtype() || a.shape() != b.shape() || a.num_elements() > kMaxComparedElements) return false;
  if (opaque(a.dtype()) || a.dtype() == DType::String || a.dtype() == DType::UInt64) return false;
  if (a.num_elements() == 0) return true;
  return tensor::visit_movable(a.dtype(), [&](auto tag) -> bool {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, std::string>) {
      return false;
    } else {
      return std::memcmp(a.data<T>(), b.data<T>(), sizeof(T) * static_cast<std::size_t>(a.num_elements())) == 0;
    }
  });
}

bool same_attr(const AttrValue& a, const AttrValue& b) {
  if (a.index() != b.index()) return false;
  return std::visit(
      [&](const auto& x) -> bool {
        using T = std::decay_t<decltype(x)>;
        const T& y = std::get<T>(b);
        if constexpr (std::is_same_v<T, Tensor>) {
          return same_value(x, y);
        } else if constexpr (std::is_same_v<T, FuncAttr> || std::is_same_v<T, FuncListAttr>) {
          return false;
        } else if constexpr (std::is_same_v<T, double>) {
          return std::memcmp(&x, &y, sizeof x) == 0;
        } else if constexpr (std::is_same_v<T, std::vector<double>>) {
          return x.size() == y.size() && (x.empty() || std::memcmp(x.data(), y.data(), sizeof(double) * x.size()) == 0);
        } else {
          return x == y;
        }
      },
      a);
}

bool same_attrs(const AttrMap& a, const AttrMap& b) {
  if (a.size() != b.size()) return false;
  for (auto x = a.begin(), y = b.begin(); x != a.end(); ++x, ++y)
    if (x->first != y->first || !same_attr(x->second, y->second)) return false;
  return true;
}

// The handle a captured resource placeholder holds, else nullptr.
const Tensor* captured_handle(const Node& n) {
  if (n.op != "Placeholder") return nullptr;
  auto it = n.attrs.find("_captured");
  if (it == n.attrs.end() || !std::holds_alternative<Tensor>(it->second)) return nullptr;
  return &std::get<Tensor>(it->second);
}

bool is_resource(const FuncGraph& g, const Endpoint& e) {
  const Node& src = g.nodes()[static_cast<std::size_t>(e.node)];
  const auto k = static_cast<std::size_t>(e.index);
  return k < src.output_dtypes.size() && src.output_dtypes[k] == DType::Resource;
}

// Whether two resource endpoints may hold the same variable: the same endpoint, or handles
// that are not both captured ones of different variables (an argument, a VarHandleOp's output).
bool may_alias(const FuncGraph& g, const Endpoint& a, const Endpoint& b) {
  if (a.node == b.node && a.index == b.index) return true;
  const Tensor* x = captured_handle(g.nodes()[static_cast<std::size_t>(a.node)]);
  const Tensor* y = captured_handle(g.nodes()[static_cast<std::size_t>(b.node)]);
  return !(x && y) || x->shares_buffer_with(*y);
}

// Whether running `n` may change what a read of `resource` returns.
bool may_write(const FuncGraph& g, const Node& n, const Endpoint& resource) {
  if (n.op == "Placeholder" || n.op == "Const") return false;  // nothing runs
  if (is_functional_op(n.op) || script_op(n.op)) return true;
  bool takes_resource = false;
  for (const Endpoint& e : n.inputs) {
    if (!is_resource(g, e)) continue;
    takes_resource = true;
    if (!reads_only(n.op) && may_alias(g, e, resource)) return true;
  }
  if (takes_resource) return false;
  const OpDef* def = OpRegistry::global().find(n.op);
  return !def || def->is_stateful;
}

// Whether node `i` is one CSE may merge into an earlier node (Const-like nodes aside).
bool mergeable_kernel(const Node& n) {
  if (n.op == "Placeholder" || n.captured || is_functional_op(n.op) || script_op(n.op)) return false;
  const OpDef* def = OpRegistry::global().find(n.op);
  if (!def || !def->kernel) return false;
  if (def->is_stateful && n.op != "ReadVariableOp") return false;
  // Resource and variant outputs are handles; string outputs may be a file's contents
  // (ReadFile, MatchingFiles: stateless, yet a WriteFile between two reads changes them).
  for (DType t : n.output_dtypes)
    if (opaque(t) || t == DType::String) return false;
  return true;
}

}  // namespace

std::vector<int> merge_common_subexpressions(const FuncGraph& g, const std::vector<char>& needed,
                                             const std::map<int, std::vector<Tensor>>& folded) {
  const auto& nodes = g.nodes();
  std::vector<int> alias(nodes.size());
  std::iota(alias.begin(), alias.end(), 0);
  bool merged = false;
  // Candidates by a key of what must match exactly (op, merged inputs and control inputs, or a
  // constant's dtype and shape); the attrs and constant values are compared per candidate.
  std::unordered_map<std::string, std::vector<int>> seen;
  std::string key;
  std::vector<int> controls;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (!needed[i]) continue;
    const Node& n = nodes[i];
    const int id = static_cast<int>(i);
    auto f = folded.find(id);
    // A constant's outputs: its value, or what folding computed.
    const Tensor* const_value = nullptr;
    if (f == folded.end() && n.op == "Const") {
      auto it = n.attrs.find("value");
      if (it == n.attrs.end() || !std::holds_alternative<Tensor>(it->second)) continue;
      const_value = &std::get<Tensor>(it->second);
    }
    key.clear();
    if (f != folded.end() || const_value) {
      const std::vector<Tensor>* values = f != folded.end() ? &f->second : nullptr;
      const std::size_t count = values ? values->size() : 1;
      if (count != 1) continue;
      const Tensor& v = values ? (*values)[0] : *const_value;
      if (v.num_elements() > kMaxComparedElements || opaque(v.dtype()) || v.dtype() == DType::String) continue;
      key = "#const ";
      key += std::to_string(static_cast<int>(v.dtype()));
      for (int64_t d : v.shape()) key += " " + std::to_string(d);
      auto& bucket = seen[key];
      for (int j : bucket) {
        auto fj = folded.find(j);
        const Tensor& w = fj != folded.end() ? fj->second[0] : std::get<Tensor>(nodes[static_cast<std::size_t>(j)].attrs.at("value"));
        if (same_value(v, w)) {
          alias[i] = j;
          merged = true;
          break;
        }
      }
      if (alias[i] == id) bucket.push_back(id);
      continue;
    }
    if (!mergeable_kernel(n)) continue;
    key = n.op;
    for (const Endpoint& e : n.inputs) {
      key += ' ';
      key += std::to_string(alias[static_cast<std::size_t>(e.node)]);
      key += ':';
      key += std::to_string(e.index);
    }
    controls.clear();
    for (int c : n.control_inputs) controls.push_back(alias[static_cast<std::size_t>(c)]);
    std::sort(controls.begin(), controls.end());
    controls.erase(std::unique(controls.begin(), controls.end()), controls.end());
    key += " ^";
    for (int c : controls) key += " " + std::to_string(c);
    auto& bucket = seen[key];
    for (int j : bucket) {
      const Node& m = nodes[static_cast<std::size_t>(j)];
      if (m.output_dtypes != n.output_dtypes || !same_attrs(m.attrs, n.attrs)) continue;
      // An op reading a variable (ReadVariableOp, or any other taking a handle) sees the same
      // value only if nothing run in between may have written it.
      bool written = false;
      for (const Endpoint& resource : n.inputs) {
        if (!is_resource(g, resource)) continue;
        for (int k = j + 1; k < id && !written; ++k)
          if (needed[static_cast<std::size_t>(k)] && alias[static_cast<std::size_t>(k)] == k)
            written = may_write(g, nodes[static_cast<std::size_t>(k)], resource);
      }
      if (written) continue;
      alias[i] = j;
      merged = true;
      break;
    }
    if (alias[i] == id) bucket.push_back(id);
  }
  if (!merged) return {};
  return alias;
}

}  // namespace tfplay::graph
