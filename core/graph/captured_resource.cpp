#include "core/graph/captured_resource.h"

namespace tfplay::graph {

std::optional<int> captured_resource_placeholder(const FuncGraph& g, const tensor::Tensor& handle) {
  const auto& nodes = g.nodes();
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    auto it = nodes[i].attrs.find("_captured");
    if (nodes[i].op == "Placeholder" && it != nodes[i].attrs.end() &&
        std::get<tensor::Tensor>(it->second).shares_buffer_with(handle))
      return static_cast<int>(i);
  }
  return std::nullopt;
}

}  // namespace tfplay::graph
