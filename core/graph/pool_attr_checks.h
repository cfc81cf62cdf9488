// The checks TF's pooling kernels make on their window attrs as they are constructed
// (avgpooling_op.cc, maxpooling_op.cc): the kernels read ksize and strides as int32 lists.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/graph/op_def.h"

namespace tfplay::graph {

/// OpKernelConstruction::GetAttr of a list(int) attr into std::vector<int32>: InvalidArgument
/// "Attr ksize has value 9223372036854775807 out of range for an int32" (node_def_util.cc).
inline const std::vector<int64_t>& int32_list_attr(const KernelContext& c, const std::string& name) {
  const auto& values = c.attr<std::vector<int64_t>>(name);
  for (int64_t v : values)
    if (static_cast<int64_t>(static_cast<int32_t>(v)) != v)
      throw tensor::invalid_argument("Attr " + name + " has value " + std::to_string(v) + " out of range for an int32");
  return values;
}

/// AvgPoolingOp / MaxPoolingWithArgmaxOp: "ksize must be a positive int32 value, got:-2147483648".
inline void require_positive_ksize(const std::vector<int64_t>& ksize) {
  for (int64_t k : ksize)
    if (k <= 0) throw tensor::invalid_argument("ksize must be a positive int32 value, got:" + std::to_string(k));
}

}  // namespace tfplay::graph
