// export_ops: a FuncGraph's nodes as the run result's "ops".
#include "core/session/graph_ops.h"

#include <algorithm>
#include <variant>

#include "core/graph/func_graph.h"
#include "core/graph/node_def.h"
#include "core/tensor/dtype.h"
#include "core/tensor/format_numpy.h"

namespace tfplay::session {

namespace {

/// NumPy's summarized str with a small threshold: at most 2 * 3 items per dimension.
std::string abbreviated(const tensor::Tensor& value) {
  tensor::NumpyPrintOptions options;
  options.threshold = 6;
  options.edgeitems = 3;
  return tensor::numpy_str(value, options);
}

/// The branch and loop functions of an If/While node: then before else, cond before body. Called tf.functions (PartitionedCall) are not
/// expanded: they are functions of their own in the run result.
std::vector<const graph::FuncAttr*> nested_functions(const graph::Node& n) {
  std::vector<const graph::FuncAttr*> out;
  for (const char* key : {"then_branch", "else_branch", "cond", "body"}) {
    auto it = n.attrs.find(key);
    if (it == n.attrs.end()) continue;
    if (const auto* f = std::get_if<graph::FuncAttr>(&it->second); f && f->graph) out.push_back(f);
  }
  return out;
}

void append_ops(const graph::FuncGraph& g, const std::optional<std::string>& function, OpList& list) {
  for (const graph::Node& n : g.nodes()) {
    list.count += 1;
    if (list.ops.size() < kMaxListedOps) {
      OpInfo op;
      op.name = n.name;
      op.type = n.op;
      op.function = function;
      op.inputs = graph::node_def_inputs(g, n);  // as Operation.node_def names them
      for (std::size_t i = 0; i < n.output_dtypes.size(); ++i) {
        const std::string sep = i ? ", " : "";
        op.dtype = op.dtype.value_or("") + sep + std::string(tensor::name(n.output_dtypes[i]));
        if (i < n.output_shapes.size()) op.shape = op.shape.value_or("") + sep + n.output_shapes[i].str();
      }
      op.line = n.line;
      op.column = n.column;
      op.captured = n.captured;
      if (n.op == "Const") {
        auto it = n.attrs.find("value");
        if (it != n.attrs.end())
          if (const auto* value = std::get_if<tensor::Tensor>(&it->second)) op.value = abbreviated(*value);
      }
      list.ops.push_back(std::move(op));
    }
    if (n.op == "If" || n.op == "StatelessIf" || n.op == "While" || n.op == "StatelessWhile")
      for (const graph::FuncAttr* f : nested_functions(n)) append_ops(*f->graph, f->name, list);
  }
}

}  // namespace

OpList export_ops(const graph::FuncGraph& g) {
  OpList list;
  append_ops(g, std::nullopt, list);
  return list;
}

}  // namespace tfplay::session
