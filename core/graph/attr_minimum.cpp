#include "core/graph/attr_minimum.h"

#include <map>
#include <utility>
#include <vector>

#include "core/tensor/op_error.h"

namespace tfplay::graph {

namespace {

/// The int attrs with a minimum, from TF's op registrations (tensorflow/core/ops/array_ops.cc
/// Split and SplitV "num_split: int >= 1", Unpack "num: int >= 0"; nn_ops.cc ApproxTopK
/// "k: int >= 0").
const std::map<std::string, std::vector<std::pair<std::string, int64_t>>>& minimums() {
  static const std::map<std::string, std::vector<std::pair<std::string, int64_t>>> table = {
      {"Split", {{"num_split", 1}}},
      {"SplitV", {{"num_split", 1}}},
      {"Unpack", {{"num", 0}}},
      {"ApproxTopK", {{"k", 0}}},
  };
  return table;
}

}  // namespace

std::optional<int64_t> attr_minimum(const std::string& op_name, const std::string& attr) {
  auto it = minimums().find(op_name);
  if (it == minimums().end()) return std::nullopt;
  for (const auto& [name, minimum] : it->second)
    if (name == attr) return minimum;
  return std::nullopt;
}

std::optional<AttrBelowMinimum> attr_below_minimum(const OpDef& op, const AttrMap& attrs) {
  auto it = minimums().find(op.name);
  if (it == minimums().end()) return std::nullopt;
  for (const auto& [attr, minimum] : it->second) {
    auto a = attrs.find(attr);
    if (a == attrs.end()) continue;
    const auto* v = std::get_if<int64_t>(&a->second);
    if (v && *v < minimum) return AttrBelowMinimum{attr, *v, minimum};
  }
  return std::nullopt;
}

void check_attr_minimums_for_graph(const OpDef& op, const AttrMap& attrs) {
  if (auto below = attr_below_minimum(op, attrs)) {
    throw tensor::OpValueError("Attr '" + below->attr + "' of '" + op.name + "' Op passed " + std::to_string(below->value) +
                               " less than minimum " + std::to_string(below->minimum) + ".");
  }
}

}  // namespace tfplay::graph
