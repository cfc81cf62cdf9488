// NumPy/TF broadcasting of two concrete shapes (TF's `BCast`, tensorflow/core/util/bcast.h).
#pragma once

#include <cstdint>
#include <vector>

#include "core/tensor/tensor.h"

namespace tfplay::tensor {

/// How two operands map onto the broadcast output. Strides are in elements, aligned to the
/// output's rank, with 0 on broadcast dimensions.
struct BroadcastPlan {
  Shape out_shape;
  std::vector<int64_t> x_strides;
  std::vector<int64_t> y_strides;
  bool same_shape = false;  ///< x and y have identical shapes: flat loops
  bool x_is_one = false;    ///< x has a single element: flat loop, x[0] repeated
  bool y_is_one = false;    ///< y has a single element
};

/// Plans `x op y`. Throws OpError(InvalidArgument) "Incompatible shapes: [2] vs. [3]"
/// (BinaryOpShared::BinaryOpState in tensorflow/core/kernels/cwise_ops_common.cc).
BroadcastPlan plan_broadcast(const Shape& x, const Shape& y);

/// The plan of two operands of one shape, for kernels that only run its flat loops
/// (`same_shape`, `x_is_one`, `y_is_one`): its strides are left empty, which saves the eager
/// op on small tensors two of its three allocations.
BroadcastPlan same_shape_plan(const Shape& shape);

/// Calls f(out_index, x_index, y_index) for every output element in row-major order.
/// The innermost dimension runs as a tight loop so simple bodies vectorize.
template <typename F> void for_each_broadcast(const BroadcastPlan& plan, F&& f) {
  const int rank = static_cast<int>(plan.out_shape.size());
  int64_t total = 1;
  for (int64_t d : plan.out_shape) total *= d;
  if (total == 0) return;
  if (rank == 0) {
    f(0, 0, 0);
    return;
  }
  const int64_t inner = plan.out_shape[rank - 1];
  const int64_t xs = plan.x_strides[rank - 1];
  const int64_t ys = plan.y_strides[rank - 1];
  std::vector<int64_t> idx(rank, 0);
  int64_t xo = 0, yo = 0;
  for (int64_t o = 0; o < total; o += inner) {
    for (int64_t i = 0; i < inner; ++i) f(o + i, xo + i * xs, yo + i * ys);
    // Advance the outer counters (odometer over dims 0..rank-2).
    for (int d = rank - 2; d >= 0; --d) {
      ++idx[d];
      xo += plan.x_strides[d];
      yo += plan.y_strides[d];
      if (idx[d] < plan.out_shape[d]) break;
      xo -= plan.x_strides[d] * idx[d];
      yo -= plan.y_strides[d] * idx[d];
      idx[d] = 0;
    }
  }
}

/// Row-major strides of a concrete shape.
std::vector<int64_t> row_major_strides(const Shape& shape);

}  // namespace tfplay::tensor
