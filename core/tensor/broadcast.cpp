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
  const auto xs = row_major_strides(x);
  const auto ys = row_major_strides(y);
  for (size_t i = 0; i < rank; ++i) {
    // Align from the right; missing leading dims act as 1.
    const int xi = static_cast<int>(i) - static_cast<int>(rank - x.size());
    const int yi = static_cast<int>(i) - static_cast<int>(rank - y.size());
    const int64_t xd = xi >= 0 ? x[xi] : 1;
    const int64_t yd = yi >= 0 ? y[yi] : 1;
    if (xd != yd && xd != 1 && yd != 1) {
      throw invalid_argument("Incompatible shapes: " + shape_debug_string(x) + " vs. " +
                             shape_debug_string(y));
    }
    plan.out_shape[i] = xd == 1 ? yd : xd;
    plan.x_strides[i] = (xi >= 0 && xd != 1) ? xs[xi] : 0;
    plan.y_strides[i] = (yi >= 0 && yd != 1) ? ys[yi] : 0;
  }
  int64_t nx = 1, ny = 1;
  for (int64_t d : x) nx *= d;
  for (int64_t d : y) ny *= d;
  plan.same_shape = x == y;
  plan.x_is_one = nx == 1;
  plan.y_is_one = ny == 1;
  return plan;
}

}  // namespace tfplay::tensor
