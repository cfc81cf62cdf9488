#include "core/graph/captured_resource.h"

namespace tfplay::graph {

std::optional<int> captured_resource_placeholder(const FuncGraph& g, const tensor::Tensor& handle) {
  const auto& nodes = g.nodes();
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (nodes[i].op != "Placeholder") continue;
    // A capture's placeholder, or a variable argument's (the placeholder its handle feeds).
    for (const char* attr : {"_captured", "_variable_argument"}) {
      auto it = nodes[i].attrs.find(attr);
      if (it != nodes[i].attrs.end() && std::get<tensor::Tensor>(it->second).shares_buffer_with(handle)) return static_cast<int>(i);
    }
  }
  return std::nullopt;
}

}  // namespace tfplay::graph
