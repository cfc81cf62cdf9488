// export_ops: a FuncGraph's nodes as the run result's "ops".
#include "core/session/graph_ops.h"

#include <algorithm>
#include <variant>

#include "core/graph/func_graph.h"
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

}  // namespace

std::vector<OpInfo> export_ops(const graph::FuncGraph& g) {
  std::vector<OpInfo> out;
  const auto& nodes = g.nodes();
  out.reserve(std::min(nodes.size(), kMaxListedOps));
  for (const graph::Node& n : nodes) {
    if (out.size() == kMaxListedOps) break;
    OpInfo op;
    op.name = n.name;
    op.type = n.op;
    for (const graph::Endpoint& e : n.inputs) op.inputs.push_back(g.input_name(e));
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
    out.push_back(std::move(op));
  }
  return out;
}

}  // namespace tfplay::session
