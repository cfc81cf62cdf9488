// The one GEMM behind MatMul, BatchMatMulV2 and Conv2D (kernels_matmul.cpp), for kernels that
// feed it op(a) without materializing it (Conv2D packs input patches straight into its panels).
#pragma once

#include <cstdint>

namespace tfplay::tensor {

/// Rows of op(a) in one packed panel: the height of the micro-kernel's tile of the output.
inline constexpr int64_t kGemmPanelRows = 4;

/// Where the GEMM reads op(a), an [m x k] matrix, from: pack() fills
/// out[p * kGemmPanelRows + r] with op(a)[i + r][p0 + p] for p < depth, r < kGemmPanelRows,
/// and zero for the rows r >= `rows` (past the end of op(a)).
template <typename T> struct GemmLhs {
  virtual ~GemmLhs() = default;
  virtual void pack(int64_t i, int64_t rows, int64_t p0, int64_t depth, T* out) const = 0;
};

/// out[m x n] = op(a)[m x k] * op(b)[k x n], every element of out written. b is row-major
/// [k x n], or [n x k] when `transpose_b`. Each output sums over k in increasing order within
/// 256-deep blocks and adds the blocks in order (float, double, int32_t).
template <typename T>
void gemm(const GemmLhs<T>& a, const T* b, T* out, int64_t m, int64_t n, int64_t k, bool transpose_b);

}  // namespace tfplay::tensor
