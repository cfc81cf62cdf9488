#include "core/graph/attr_minimum.h"

#include <string_view>

#include "core/tensor/op_error.h"

namespace tfplay::graph {

namespace {

/// An int attr with a minimum.
struct Minimum {
  std::string_view op;
  std::string_view attr;
  int64_t minimum;
};

/// The int attrs with a minimum, from TF's op registrations (tensorflow/core/ops/array_ops.cc
/// Split and SplitV "num_split: int >= 1", Unpack "num: int >= 0"; nn_ops.cc ApproxTopK
/// "k: int >= 0"; candidate_sampling_ops.cc's samplers). A scan of a few names: every eager op asks.
constexpr Minimum kMinimums[] = {
    {"Split", "num_split", 1},
    {"SplitV", "num_split", 1},
    {"Unpack", "num", 0},
    {"ApproxTopK", "k", 0},
    // candidate_sampling_ops.cc: "num_true: int >= 1", "num_sampled: int >= 1", "range_max: int >= 1".
    {"LogUniformCandidateSampler", "num_true", 1},
    {"LogUniformCandidateSampler", "num_sampled", 1},
    {"LogUniformCandidateSampler", "range_max", 1},
    {"UniformCandidateSampler", "num_true", 1},
    {"UniformCandidateSampler", "num_sampled", 1},
    {"UniformCandidateSampler", "range_max", 1},
};

}  // namespace

std::optional<int64_t> attr_minimum(const std::string& op_name, const std::string& attr) {
  for (const Minimum& m : kMinimums)
    if (m.op == op_name && m.attr == attr) return m.minimum;
  return std::nullopt;
}

std::optional<AttrBelowMinimum> attr_below_minimum(const OpDef& op, const AttrMap& attrs) {
  for (const Minimum& m : kMinimums) {
    if (m.op != op.name) continue;
    auto a = attrs.find(std::string(m.attr));
    if (a == attrs.end()) continue;
    const auto* v = std::get_if<int64_t>(&a->second);
    if (v && *v < m.minimum) return AttrBelowMinimum{std::string(m.attr), *v, m.minimum};
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
