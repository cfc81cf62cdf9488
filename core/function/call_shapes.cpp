// Shape inference of a function call with the caller's inputs (call_shapes.h).
#include "core/function/call_shapes.h"

#include <map>
#include <optional>

#include "core/graph/functional_ops.h"
#include "core/graph/op_registry.h"
#include "core/graph/shape_refiner.h"

namespace tfplay::function {

using graph::Endpoint;
using graph::FuncGraph;
using graph::Node;
using tensor::TensorShape;

namespace {

constexpr int kMaxNesting = 8;

/// A constant the caller determines, small enough for shape functions to read (shape vectors,
/// sizes): int32/int64 with at most 64 elements.
std::optional<tensor::Tensor> small_constant(const FuncGraph& g, Endpoint e) {
  const Node& n = g.node(e.node);
  const tensor::DType dtype = n.output_dtypes.at(static_cast<std::size_t>(e.index));
  if (dtype != tensor::DType::Int32 && dtype != tensor::DType::Int64) return std::nullopt;
  const TensorShape& shape = n.output_shapes.at(static_cast<std::size_t>(e.index));
  if (!shape.has_rank() || *shape.rank() > 1) return std::nullopt;
  std::optional<tensor::Tensor> v = graph::evaluate_constant(g, e);
  if (v && v->num_elements() > 64) return std::nullopt;
  return v;
}

std::vector<TensorShape> infer(const FuncGraph& caller, const std::vector<Endpoint>& inputs, const FuncGraph& callee,
                               const std::vector<int>& placeholders, int depth) {
  std::vector<TensorShape> out;
  for (const Endpoint& e : callee.outputs()) out.push_back(callee.node(e.node).output_shapes.at(static_cast<std::size_t>(e.index)));
  if (depth >= kMaxNesting) return out;
  // Only worth it when the caller knows more than the trace did: a more specific shape or a
  // constant value.
  std::map<int, std::pair<TensorShape, std::optional<tensor::Tensor>>> fed;
  bool more = false;
  for (std::size_t k = 0; k < inputs.size() && k < placeholders.size(); ++k) {
    const Node& src = caller.node(inputs[k].node);
    const TensorShape& have = src.output_shapes.at(static_cast<std::size_t>(inputs[k].index));
    const TensorShape& traced = callee.node(placeholders[k]).output_shapes.at(0);
    std::optional<tensor::Tensor> value = small_constant(caller, inputs[k]);
    if (!have.is_compatible_with(traced)) return out;
    if (!(have == traced) || value) more = true;
    fed[placeholders[k]] = {have.merge_with(traced), std::move(value)};
  }
  if (!more) return out;
  try {
    FuncGraph tmp("call_shape_inference");
    std::vector<int> map(callee.nodes().size(), -1);
    for (std::size_t id = 0; id < callee.nodes().size(); ++id) {
      const Node& n = callee.node(static_cast<int>(id));
      std::vector<Endpoint> in;
      for (const Endpoint& e : n.inputs) {
        if (map.at(static_cast<std::size_t>(e.node)) < 0) return out;
        in.push_back({map[static_cast<std::size_t>(e.node)], e.index});
      }
      int made;
      if (n.op == "Placeholder") {
        auto it = fed.find(static_cast<int>(id));
        if (it != fed.end() && it->second.second) {
          made = tmp.add_const(*it->second.second, {});
        } else {
          made = tmp.add_placeholder(n.name, n.output_dtypes.at(0), it != fed.end() ? it->second.first : n.output_shapes.at(0), {});
          for (const auto& [key, value] : n.attrs) tmp.set_node_attr(made, key, value);
        }
      } else if (n.op == "Const") {
        made = tmp.add_const(std::get<tensor::Tensor>(n.attrs.at("value")), {});
      } else if (graph::is_functional_op(n.op) || !graph::OpRegistry::global().find(n.op)) {
        std::vector<TensorShape> shapes = n.output_shapes;
        // A nested call: inferred in turn with these inputs.
        auto f = n.attrs.find("f");
        if ((n.op == "PartitionedCall" || n.op == "StatefulPartitionedCall") && f != n.attrs.end())
          if (const auto* fn = std::get_if<graph::FuncAttr>(&f->second); fn && fn->graph && in.size() >= fn->graph->inputs().size()) {
            std::vector<int> inner_placeholders = fn->graph->inputs();
            std::vector<Endpoint> inner_inputs(in.begin(), in.begin() + static_cast<long>(inner_placeholders.size()));
            std::vector<TensorShape> refined = infer(tmp, inner_inputs, *fn->graph, inner_placeholders, depth + 1);
            if (refined.size() == shapes.size()) shapes = refined;
          }
        made = tmp.add_functional_node(n.op, in, n.attrs, n.output_dtypes, shapes, {}, n.name);
      } else {
        made = tmp.add_op(n.op, in, n.attrs, {}, n.name);
      }
      map[id] = made;
    }
    for (std::size_t k = 0; k < out.size(); ++k) {
      const Endpoint& e = callee.outputs()[k];
      const TensorShape& refined = tmp.node(map.at(static_cast<std::size_t>(e.node))).output_shapes.at(static_cast<std::size_t>(e.index));
      if (refined.is_compatible_with(out[k])) out[k] = refined.merge_with(out[k]);
    }
  } catch (...) {
    // A shape function that cannot run here: the trace's shapes stand.
  }
  return out;
}

}  // namespace

std::vector<TensorShape> call_output_shapes(const FuncGraph& caller, const std::vector<Endpoint>& inputs, const FuncGraph& callee,
                                            const std::vector<int>& placeholders) {
  return infer(caller, inputs, callee, placeholders, 0);
}

}  // namespace tfplay::function
