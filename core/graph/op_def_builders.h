// Small helpers the op files share to write their OpDefs: one place instead of a copy each.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/graph/op_def.h"

namespace tfplay::graph::op_def_builders {

/// An OpDef with its op type name (e.g. "TopKV2") and one-line summary; the caller fills in
/// inputs, attrs, the shape function and the kernel.
inline OpDef make(const std::string& name, const std::string& summary) {
  OpDef d;
  d.name = name;
  d.summary = summary;
  return d;
}

/// The output list of an op with one output of dtype `dt` and static shape `s`.
inline std::vector<OutputSpec> one(tensor::DType dt, tensor::TensorShape s) { return {{dt, std::move(s)}}; }

/// An integer as kernel error texts print it.
inline std::string num(int64_t v) { return std::to_string(v); }

}  // namespace tfplay::graph::op_def_builders
