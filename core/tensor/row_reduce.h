// Reductions of one contiguous float row, shared by Sum/Max/Min (kernels_reduce.cpp) and the
// softmax kernels (kernels_nn.cpp).
#pragma once

#include <cstdint>

namespace tfplay::tensor {

/// Sum of p[0, n) in the order Eigen's InnerMostDimReducer (TensorReduction.h) uses in TF's
/// x86-64 (AVX, 8-float packets) build: a pairwise tree over leaves of 8192 elements split at
/// packet boundaries, each leaf summed into packet accumulators plus a scalar tail of the last
/// n % 8 elements (so fewer than 8 floats add up left to right). `first` is the row's offset in
/// the reduced tensor, which places the tree's splits. 0 for n == 0.
float sum_row(const float* p, int64_t n, int64_t first = 0);

/// Max (is_max) or Min of p[0, n): NaN if any element is NaN; -inf (+inf) for n == 0.
float extreme_row(const float* p, int64_t n, bool is_max);

}  // namespace tfplay::tensor
