#include "core/tensor/broadcast.h"

#include <algorithm>

#include "core/tensor/op_error.h"

namespace tfplay::tensor {

std::vector<int64_t> row_major_strides(const Shape& shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (int i = static_cast<int>(shape.size()) - 2; i >= 0; --i) {
    strides[i] = strides[i + 1] * shape[i + 1];
  }
  return strides;
}

BroadcastPlan plan_broadcast(const Shape& x, const Shape& y) {
  BroadcastPlan plan;
  const size_t rank = std::max(x.size(), y.size());
  plan.out_shape.assign(rank, 1);
  plan.x_strides.assign(rank, 0);
  plan.y_strides.assign(rank, 0);
  // Right to left, aligning the shapes on their last dimension (missing leading dims act as
  // 1), with each operand's row-major stride as a running product.
  int64_t x_stride = 1, y_stride = 1;
  for (size_t k = 0; k < rank; ++k) {
    const size_t i = rank - 1 - k;
    const bool has_x = k < x.size(), has_y = k < y.size();
    const int64_t xd = has_x ? x[x.size() - 1 - k] : 1;
    const int64_t yd = has_y ? y[y.size() - 1 - k] : 1;
    if (xd != yd && xd != 1 && yd != 1) {
      throw invalid_argument("Incompatible shapes: " + shape_debug_string(x) + " vs. " +
                             shape_debug_string(y));
    }
    plan.out_shape[i] = xd == 1 ? yd : xd;
    plan.x_strides[i] = xd != 1 ? x_stride : 0;
    plan.y_strides[i] = yd != 1 ? y_stride : 0;
    x_stride *= xd;
    y_stride *= yd;
  }
  plan.same_shape = x == y;
  plan.x_is_one = x_stride == 1;
  plan.y_is_one = y_stride == 1;
  return plan;
}

BroadcastPlan same_shape_plan(const Shape& shape) {
  BroadcastPlan plan;
  plan.out_shape = shape;
  plan.same_shape = true;
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  plan.x_is_one = plan.y_is_one = n == 1;
  return plan;
}

}  // namespace tfplay::tensor
