// Reductions of one contiguous float row, shared by Sum/Max/Min (kernels_reduce.cpp) and the
// softmax kernels (kernels_nn.cpp).
#pragma once

#include <cstdint>

namespace tfplay::tensor {

/// Sum of p[0, n) in the order Eigen's InnerMostDimReducer (TensorReduction.h) uses for TF: a
/// pairwise tree over leaves of 4096 elements, each leaf summed into two 4-lane partial sums
/// plus a scalar tail. 0 for n == 0.
float sum_row(const float* p, int64_t n);

/// Max (is_max) or Min of p[0, n): NaN if any element is NaN; -inf (+inf) for n == 0.
float extreme_row(const float* p, int64_t n, bool is_max);

}  // namespace tfplay::tensor
