// Matrix pieces the linear-algebra op files share (ops_linalg_solve.cpp, ops_linalg_eig.cpp):
// batch dimensions of a matrix shape, the float-only refusal, and Eigen's unblocked Cholesky
// and triangular solves on row-major matrices in the element type.
#pragma once

#include <complex>
#include <type_traits>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "core/graph/op_def_builders.h"
#include "core/tensor/op_error.h"
#include "core/tensor/tensor.h"
#include "core/tensor/tensor_shape.h"

namespace tfplay::graph::linalg {

// The batch dimensions of a shape of rank >= 2 ("Shape must be at least rank 2").
inline std::vector<tensor::Dim> batch_dims(const tensor::TensorShape& s) {
  if (*s.rank() < 2) throw tensor::OpValueError("Shape must be at least rank 2 but is rank " + op_def_builders::num(*s.rank()));
  return std::vector<tensor::Dim>(s.as_list().begin(), s.as_list().end() - 2);
}

// The square matrices' shape (shape_inference's MakeBatchSquareMatrix): the last two
// dimensions merged.
inline tensor::TensorShape square_shape(const tensor::TensorShape& s) {
  if (!s.has_rank()) return s;
  std::vector<tensor::Dim> dims = batch_dims(s);
  const tensor::Dim m = s.dim(-2), n = s.dim(-1);
  if (m && n && *m != *n) throw tensor::OpValueError("Dimensions must be equal, but are " + op_def_builders::num(*m) + " and " + op_def_builders::num(*n));
  const tensor::Dim d = m ? m : n;
  dims.push_back(d);
  dims.push_back(d);
  return tensor::TensorShape(std::move(dims));
}

// The kernels' checks (LinearAlgebraOp::AnalyzeInputs, ValidateSquareSolver): rank >= 2 and
// square; returns the matrix size.
inline int64_t check_square(const tensor::Tensor& x, int index = 0) {
  if (x.rank() < 2) throw tensor::invalid_argument("Input tensor " + op_def_builders::num(index) + " must have rank >= 2");
  const int64_t n = x.shape()[x.rank() - 1];
  if (x.shape()[x.rank() - 2] != n) throw tensor::invalid_argument("Input matrix must be square.");
  return n;
}

/// The Unimplemented error of an op that supports float32 and float64 only.
[[noreturn]] inline void unsupported_dtype(const std::string& op) {
  throw tensor::OpError(tensor::OpError::Code::Unimplemented, "tfplay's " + op + " supports float32 and float64 only");
}

// Solves T X = B in place for the n x n triangle `t` (row-major; lower or upper, unit diagonal
// or not) and the row-major n x cols `b`: Eigen's triangular_solve_matrix for a row-major
// right-hand side, which subtracts t(j, m) * row m for each earlier row m in ascending order,
// then scales by 1 / t(j, j).
template <typename T> void triangular_solve_in_place(const T* t, int64_t n, bool lower, bool unit, T* b, int64_t cols) {
  for (int64_t step = 0; step < n; ++step) {
    const int64_t j = lower ? step : n - 1 - step;
    const int64_t m_begin = lower ? 0 : j + 1, m_end = lower ? j : n;
    for (int64_t m = m_begin; m < m_end; ++m) {
      const T f = t[j * n + m];
      for (int64_t c = 0; c < cols; ++c) b[j * cols + c] = b[j * cols + c] - b[m * cols + c] * f;
    }
    if (!unit) {
      const T inv = T(1) / t[j * n + j];
      for (int64_t c = 0; c < cols; ++c) b[j * cols + c] = b[j * cols + c] * inv;
    }
  }
}

// A row-major copy of matrix `a` (n x n), its adjoint when `adjoint` (the transpose, conjugated
// for complex types).
template <typename T> std::vector<T> matrix_copy(const T* a, int64_t n, bool adjoint) {
  std::vector<T> m(a, a + n * n);
  if (adjoint)
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j) {
        if constexpr (std::is_floating_point_v<T>) m[i * n + j] = a[j * n + i];
        else m[i * n + j] = std::conj(a[j * n + i]);
      }
  return m;
}

// Cholesky: Eigen's unblocked LLT<Lower> (llt_inplace::unblocked), reading the lower triangle
// only: l_kk = sqrt(a_kk - sum_j l_kj^2), then column k below it, each entry less the dot
// product of its row with row k (Eigen's row-major matrix-vector kernel, which sums the first
// terms one by one), divided by l_kk. A non-positive pivot is InvalidArgument.
template <typename T> bool cholesky(const T* a, int64_t n, T* l) {
  std::vector<T> m(a, a + n * n);
  for (int64_t k = 0; k < n; ++k) {
    T x = m[k * n + k];
    if (k > 0) {
      T squared = T(0);
      for (int64_t j = 0; j < k; ++j) squared = j == 0 ? m[k * n] * m[k * n] : squared + m[k * n + j] * m[k * n + j];
      x = x - squared;
    }
    if (x <= T(0)) return false;
    m[k * n + k] = x = std::sqrt(x);
    for (int64_t i = k + 1; i < n; ++i) {
      if (k > 0) {
        T dot = T(0);
        for (int64_t j = 0; j < k; ++j) dot = dot + m[i * n + j] * m[k * n + j];
        m[i * n + k] = m[i * n + k] + T(-1) * dot;
      }
      m[i * n + k] = m[i * n + k] / x;
    }
  }
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) l[i * n + j] = j <= i ? m[i * n + j] : T(0);
  return true;
}

}  // namespace tfplay::graph::linalg
