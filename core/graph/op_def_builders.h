// Small helpers the op files share to write their OpDefs: one place instead of a copy each.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/graph/op_def.h"

namespace tfplay::graph::op_def_builders {

/// An OpDef with its op type name (e.g. "TopKV2") and one-line summary; the caller fills in
/// inputs, attrs, the shape function and the kernel.
/// Out of line and taking string_views: the dozens of calls in an op file build no OpDef or
/// std::string temporaries inline (ops_common.cpp).
OpDef make(std::string_view name, std::string_view summary);

/// The output list of an op with one output of dtype `dt` and static shape `s`.
inline std::vector<OutputSpec> one(tensor::DType dt, tensor::TensorShape s) { return {{dt, std::move(s)}}; }

/// An integer as kernel error texts print it.
inline std::string num(int64_t v) { return std::to_string(v); }

/// InferenceContext::WithRank: OpValueError "Shape must be rank 2 but is rank 1" when `s` has a
/// known rank other than `rank`.
inline void require_rank(const tensor::TensorShape& s, int rank) {
  if (s.has_rank() && *s.rank() != rank)
    throw tensor::OpValueError("Shape must be rank " + std::to_string(rank) + " but is rank " + std::to_string(*s.rank()));
}

/// InferenceContext::WithRankAtMost: OpValueError "Shape must be at most rank 1 but is rank 2"
/// when `s` has a known rank above `rank`.
inline void require_rank_at_most(const tensor::TensorShape& s, int rank) {
  if (s.has_rank() && *s.rank() > rank)
    throw tensor::OpValueError("Shape must be at most rank " + std::to_string(rank) + " but is rank " + std::to_string(*s.rank()));
}

/// Merges two shapes as InferenceContext::Merge does, with its error text (OpValueError
/// "Shapes must be equal rank, ..." or "Dimension 0 in both shapes must be equal, ...").
inline tensor::TensorShape merge_shapes(const tensor::TensorShape& a, const tensor::TensorShape& b) {
  if (!a.has_rank()) return b;
  if (!b.has_rank()) return a;
  if (*a.rank() != *b.rank()) {
    throw tensor::OpValueError("Shapes must be equal rank, but are " + std::to_string(*a.rank()) + " and " + std::to_string(*b.rank()));
  }
  std::vector<tensor::Dim> out;
  for (int i = 0; i < *a.rank(); ++i) {
    const tensor::Dim& x = a.as_list()[i];
    const tensor::Dim& y = b.as_list()[i];
    if (x && y && *x != *y) {
      throw tensor::OpValueError("Dimension " + std::to_string(i) + " in both shapes must be equal, but are " + std::to_string(*x) +
                                 " and " + std::to_string(*y) + ". Shapes are " + a.debug_string() + " and " + b.debug_string() + ".");
    }
    out.push_back(x ? x : y);
  }
  return tensor::TensorShape(std::move(out));
}

}  // namespace tfplay::graph::op_def_builders
