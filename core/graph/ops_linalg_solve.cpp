// Square-matrix ops over LU and Cholesky factorizations (TF: tensorflow/core/ops/linalg_ops.cc
// MatrixDeterminant, LogMatrixDeterminant, MatrixInverse, MatrixSolve, Cholesky,
// MatrixTriangularSolve, Lu; kernels linalg/determinant_op.cc, linalg/lu_op.cc, matrix_inverse_op.cc,
// matrix_solve_op.cc, cholesky_op.cc, matrix_triangular_solve_op_impl.h).
//
// TF's CPU kernels are Eigen on row-major matrices: Eigen::PartialPivLU for the determinant
// (sign * exp(sum of log|U_ii|), not the product of the pivots), the inverse and solve,
// Eigen::LLT<Lower> for Cholesky, and triangularView().solve() for the triangular solves. The
// kernels here follow Eigen's unblocked algorithms step for step in the element type: the LU's
// pivot is the first largest |value| of the column, its multipliers are divided by the pivot,
// and the triangular solves subtract one earlier row at a time in ascending order, then
// multiply by the reciprocal of the diagonal, as Eigen's solver does for a row-major
// right-hand side. Eigen switches to blocked algorithms (matrix products, vectorized sums) for
// LU above 16 rows, solves above 8 (float64) or 16 (float32) rows, and sums of 4 (float64) or
// 8 (float32) terms and more; there the results agree with TF's to rounding only.
#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <type_traits>

#include "core/graph/op_def_builders.h"
#include "core/graph/linalg_kernels.h"
#include "core/graph/op_registry.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using tensor::Dim;
using tensor::OpError;
using tensor::OpValueError;
using tensor::invalid_argument;
using linalg::batch_dims;
using linalg::cholesky;
using linalg::matrix_copy;
using linalg::check_square;
using linalg::square_shape;
using linalg::triangular_solve_in_place;
using linalg::unsupported_dtype;

constexpr const char* kFloatTypes = "float64, float32, float16, complex64, complex128";

// ---- shapes --------------------------------------------------------------------------------

// The shape of a solve's output for `matrix` [..., M, M] and `rhs` [..., M, K]: [..., M, K],
// the batch dimensions merged (MatrixSolve) or broadcast (MatrixTriangularSolve).
std::vector<OutputSpec> solve_shape(const InferenceContext& c, bool broadcast_batch) {
  const TensorShape a = square_shape(c.input_shapes[0]);
  const TensorShape& b = c.input_shapes[1];
  if (!a.has_rank() || !b.has_rank()) return op_def_builders::one(c.attr<DType>("T"), TensorShape::unknown());
  const TensorShape ba(batch_dims(a)), bb(batch_dims(b));
  const TensorShape batch = broadcast_batch ? broadcast_shape(ba, bb) : ba.merge_with(bb);
  const Dim m = a.dim(-1), rows = b.dim(-2);
  if (m && rows && *m != *rows) throw OpValueError("Dimensions must be equal, but are " + num(*m) + " and " + num(*rows));
  std::vector<Dim> dims = batch.as_list();
  dims.push_back(m ? m : rows);
  dims.push_back(b.dim(-1));
  return op_def_builders::one(c.attr<DType>("T"), TensorShape(std::move(dims)));
}

// Runs `f(T{})` for a float32 or float64 tensor.
template <typename F> void float_kernel(DType dt, const std::string& op, F&& f) {
  if (dt == DType::Float32) f(float{});
  else if (dt == DType::Float64) f(double{});
  else unsupported_dtype(op);
}

// Runs `f(T{})` for a float32, float64, complex64 or complex128 tensor (Eigen's PartialPivLU
// pivots on |value| for complex matrices too).
template <typename F> void float_or_complex_kernel(DType dt, const std::string& op, F&& f) {
  if (dt == DType::Complex64) f(std::complex<float>{});
  else if (dt == DType::Complex128) f(std::complex<double>{});
  else float_kernel(dt, op, std::forward<F>(f));
}

// The output of a kernel that maps each n x n matrix of a float32 or float64 input to an n x n
// matrix (zero-initialised): `per_matrix(input, n, output)` for each matrix of the batch.
template <typename F> std::vector<Tensor> map_square_matrices(const Tensor& x, const std::string& op, F&& per_matrix) {
  const int64_t n = check_square(x);
  Tensor out = Tensor::zeros(x.dtype(), x.shape());
  const int64_t batches = n == 0 ? 0 : x.num_elements() / (n * n);
  float_kernel(x.dtype(), op, [&](auto zero) {
    using T = decltype(zero);
    for (int64_t b = 0; b < batches; ++b) per_matrix(x.data<T>() + b * n * n, n, out.mutable_data<T>() + b * n * n);
  });
  return std::vector<Tensor>{out};
}

// ---- factorizations and solves ---------------------------------------------------------------

// Eigen's unblocked partial-pivoting LU (partial_lu_impl::unblocked_lu) of a row-major n x n
// matrix, in place: L (unit diagonal) below the diagonal, U on and above it. `swaps[k]` is the
// row exchanged with row k at step k; returns how many exchanges were real.
template <typename T> int64_t lu_in_place(T* lu, int64_t n, std::vector<int64_t>& swaps) {
  using R = decltype(std::abs(T{}));  // the magnitude's type (complex: its real type)
  swaps.assign(static_cast<std::size_t>(n), 0);
  int64_t transpositions = 0;
  for (int64_t k = 0; k < n; ++k) {
    int64_t pivot = k;
    R biggest = std::abs(lu[k * n + k]);
    for (int64_t i = k + 1; i < n; ++i) {
      if (std::abs(lu[i * n + k]) > biggest) {
        biggest = std::abs(lu[i * n + k]);
        pivot = i;
      }
    }
    swaps[k] = pivot;
    if (biggest != R(0)) {
      if (pivot != k) {
        std::swap_ranges(lu + k * n, lu + (k + 1) * n, lu + pivot * n);
        ++transpositions;
      }
      for (int64_t i = k + 1; i < n; ++i) lu[i * n + k] = lu[i * n + k] / lu[k * n + k];
    }
    for (int64_t i = k + 1; i < n; ++i)
      for (int64_t j = k + 1; j < n; ++j) lu[i * n + j] = lu[i * n + j] - lu[i * n + k] * lu[k * n + j];
  }
  return transpositions;
}

// PartialPivLU::solve: the rows of `b` exchanged as the factorization exchanged them, then the
// unit-lower and the upper triangular solves.
template <typename T> void lu_solve_in_place(const T* lu, int64_t n, const std::vector<int64_t>& swaps, T* b, int64_t cols) {
  for (int64_t k = 0; k < n; ++k)
    if (swaps[k] != k) std::swap_ranges(b + k * cols, b + (k + 1) * cols, b + swaps[k] * cols);
  triangular_solve_in_place(lu, n, true, true, b, cols);
  triangular_solve_in_place(lu, n, false, false, b, cols);
}

// determinant_op.cc SLogDet: the sign and log|det| of one matrix through its LU; an empty
// matrix has determinant 1, a singular one sign 0 and log|det| -inf.
template <typename T> std::pair<T, T> slogdet(const T* a, int64_t n) {
  T log_abs_det = T(0), sign = T(1);
  if (n > 0) {
    std::vector<T> lu = matrix_copy(a, n, false);
    std::vector<int64_t> swaps;
    sign = lu_in_place(lu.data(), n, swaps) % 2 ? T(-1) : T(1);
    T sum = T(0), signs = T(1);
    for (int64_t i = 0; i < n; ++i) {
      const T d = lu[i * n + i];
      const T term = std::log(std::abs(d));
      sum = i == 0 ? term : sum + term;
      signs = i == 0 ? d / std::abs(d) : signs * (d / std::abs(d));
    }
    log_abs_det = log_abs_det + sum;
    sign = sign * signs;
  }
  if (!std::isfinite(log_abs_det)) {
    sign = T(0);
    log_abs_det = log_abs_det > T(0) ? std::numeric_limits<T>::infinity() : -std::numeric_limits<T>::infinity();
  }
  return {sign, log_abs_det};
}

// The output shape of a per-matrix scalar: the batch dimensions.
tensor::Shape batch_shape(const Tensor& x) { return tensor::Shape(x.shape().begin(), x.shape().end() - 2); }

void add_determinants(OpRegistry& r) {
  OpDef d = make("MatrixDeterminant", "Computes the determinant of one or more square matrices.");
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", "float16, float32, float64, complex64, complex128")};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape s = square_shape(c.input_shapes[0]);
    if (!s.has_rank()) return op_def_builders::one(c.attr<DType>("T"), TensorShape::unknown());
    return op_def_builders::one(c.attr<DType>("T"), TensorShape(batch_dims(s)));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const int64_t n = check_square(x);
    Tensor out = Tensor::zeros(x.dtype(), batch_shape(x));
    float_kernel(x.dtype(), "MatrixDeterminant", [&](auto zero) {
      using T = decltype(zero);
      for (int64_t b = 0; b < out.num_elements(); ++b) {
        auto [sign, log_abs_det] = slogdet(x.data<T>() + b * n * n, n);
        out.mutable_data<T>()[b] = sign * std::exp(log_abs_det);
      }
    });
    return std::vector<Tensor>{out};
  };
  r.add(std::move(d));

  OpDef l = make("LogMatrixDeterminant", "Computes the sign and the log of the absolute value of the determinant of one or more square matrices.");
  l.inputs = {arg("input", "T")};
  l.outputs = {arg("sign", "T"), arg("log_abs_determinant", "T")};
  l.attrs = {type_attr("T", "float16, float32, float64, complex64, complex128")};
  l.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("T");
    const TensorShape s = square_shape(c.input_shapes[0]);
    const TensorShape out = s.has_rank() ? TensorShape(batch_dims(s)) : TensorShape::unknown();
    return std::vector<OutputSpec>{{t, out}, {t, out}};
  };
  l.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const int64_t n = check_square(x);
    Tensor sign = Tensor::zeros(x.dtype(), batch_shape(x)), log_abs = Tensor::zeros(x.dtype(), batch_shape(x));
    float_kernel(x.dtype(), "LogMatrixDeterminant", [&](auto zero) {
      using T = decltype(zero);
      for (int64_t b = 0; b < sign.num_elements(); ++b)
        std::tie(sign.mutable_data<T>()[b], log_abs.mutable_data<T>()[b]) = slogdet(x.data<T>() + b * n * n, n);
    });
    return std::vector<Tensor>{sign, log_abs};
  };
  r.add(std::move(l));
}

// MatrixInverse and MatrixSolve: PartialPivLU of each matrix (its adjoint with adjoint=True);
// an exactly zero pivot is InvalidArgument ("Input is not invertible." / "Input matrix is not
// invertible."), as the kernels check min |U_ii| > 0.
void add_inverse_and_solve(OpRegistry& r) {
  OpDef d = make("MatrixInverse", "Computes the inverse of one or more square invertible matrices or their adjoints.");
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {plain_attr("adjoint", "bool", false), type_attr("T", kFloatTypes)};
  d.shape_fn = +[](const InferenceContext& c) { return op_def_builders::one(c.attr<DType>("T"), square_shape(c.input_shapes[0])); };
  d.kernel = +[](KernelContext& c) {
    const bool adjoint = c.attr<bool>("adjoint");
    return map_square_matrices(c.inputs[0], "MatrixInverse", [adjoint](const auto* a, int64_t n, auto* inv) {
      using T = std::remove_const_t<std::remove_pointer_t<decltype(a)>>;
      std::vector<T> lu = matrix_copy(a, n, adjoint);
      std::vector<int64_t> swaps;
      lu_in_place(lu.data(), n, swaps);
      for (int64_t i = 0; i < n; ++i)
        if (lu[i * n + i] == T(0)) throw invalid_argument("Input is not invertible.");
      for (int64_t i = 0; i < n; ++i) inv[i * n + i] = T(1);
      lu_solve_in_place(lu.data(), n, swaps, inv, n);
    });
  };
  r.add(std::move(d));

  OpDef s = make("MatrixSolve", "Solves systems of linear equations.");
  s.inputs = {arg("matrix", "T"), arg("rhs", "T")};
  s.outputs = {arg("output", "T")};
  s.attrs = {plain_attr("adjoint", "bool", false), type_attr("T", kFloatTypes)};
  s.shape_fn = +[](const InferenceContext& c) { return solve_shape(c, false); };
  s.kernel = +[](KernelContext& c) {
    const Tensor& a = c.inputs[0];
    const Tensor& rhs = c.inputs[1];
    const int64_t n = check_square(a);
    if (rhs.rank() != a.rank() || batch_shape(rhs) != batch_shape(a))
      throw invalid_argument("All input tensors must have the same outer dimensions.");
    if (rhs.shape()[rhs.rank() - 2] != n) throw invalid_argument("Input matrix and right-hand side must have the same number of rows.");
    const int64_t cols = rhs.shape()[rhs.rank() - 1];
    tensor::Shape out_shape = batch_shape(a);
    out_shape.push_back(n);
    out_shape.push_back(cols);
    Tensor out = Tensor::zeros(a.dtype(), out_shape);
    int64_t batches = 1;
    for (int64_t d : batch_shape(a)) batches *= d;
    float_or_complex_kernel(a.dtype(), "MatrixSolve", [&](auto zero) {
      using T = decltype(zero);
      std::vector<int64_t> swaps;
      for (int64_t b = 0; b < batches && n > 0; ++b) {
        std::vector<T> lu = matrix_copy(a.data<T>() + b * n * n, n, c.attr<bool>("adjoint"));
        lu_in_place(lu.data(), n, swaps);
        for (int64_t i = 0; i < n; ++i)
          if (lu[i * n + i] == T(0)) throw invalid_argument("Input matrix is not invertible.");
        T* x = out.mutable_data<T>() + b * n * cols;
        std::copy(rhs.data<T>() + b * n * cols, rhs.data<T>() + (b + 1) * n * cols, x);
        lu_solve_in_place(lu.data(), n, swaps, x, cols);
      }
    });
    return std::vector<Tensor>{out};
  };
  r.add(std::move(s));
}

void add_cholesky(OpRegistry& r) {
  OpDef d = make("Cholesky", "Computes the Cholesky decomposition of one or more square matrices.");
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", kFloatTypes)};
  d.shape_fn = +[](const InferenceContext& c) { return op_def_builders::one(c.attr<DType>("T"), square_shape(c.input_shapes[0])); };
  d.kernel = +[](KernelContext& c) {
    return map_square_matrices(c.inputs[0], "Cholesky", [](const auto* a, int64_t n, auto* l) {
      if (!cholesky(a, n, l)) throw invalid_argument("Cholesky decomposition was not successful. The input might not be valid.");
    });
  };
  r.add(std::move(d));
}

// MatrixTriangularSolve: the batch dimensions broadcast as BatchMatMulV2's do (MatMulBCast);
// only the `lower` (or upper) triangle of each matrix is read; `adjoint` solves with its
// transpose, an upper (lower) triangle.
void add_triangular_solve(OpRegistry& r) {
  OpDef d = make("MatrixTriangularSolve", "Solves systems of linear equations with upper or lower triangular matrices by backsubstitution.");
  d.inputs = {arg("matrix", "T"), arg("rhs", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {plain_attr("lower", "bool", true), plain_attr("adjoint", "bool", false),
             type_attr("T", "bfloat16, float64, float32, float16, complex64, complex128")};
  d.shape_fn = +[](const InferenceContext& c) { return solve_shape(c, true); };
  d.kernel = +[](KernelContext& c) {
    const Tensor& a = c.inputs[0];
    const Tensor& rhs = c.inputs[1];
    const int64_t n = check_square(a);
    if (rhs.rank() < 2) throw invalid_argument("Input tensor 1 must have rank >= 2");
    if (rhs.shape()[rhs.rank() - 2] != n)
      throw invalid_argument("Input matrix and right-hand side must have the same number of rows.");
    const int64_t cols = rhs.shape()[rhs.rank() - 1];
    const tensor::BroadcastPlan plan = tensor::plan_broadcast(batch_shape(a), batch_shape(rhs));
    tensor::Shape out_shape = plan.out_shape;
    out_shape.push_back(n);
    out_shape.push_back(cols);
    Tensor out = Tensor::zeros(a.dtype(), out_shape);
    const bool lower = c.attr<bool>("lower"), adjoint = c.attr<bool>("adjoint");
    float_kernel(a.dtype(), "MatrixTriangularSolve", [&](auto zero) {
      using T = decltype(zero);
      std::vector<T> t(static_cast<std::size_t>(n * n));
      tensor::for_each_broadcast(plan, [&](int64_t o, int64_t ia, int64_t ib) {
        const T* m = a.data<T>() + ia * n * n;
        for (int64_t i = 0; i < n; ++i)
          for (int64_t j = 0; j < n; ++j) {
            const T v = adjoint ? m[j * n + i] : m[i * n + j];
            t[i * n + j] = (lower != adjoint ? j <= i : j >= i) ? v : T(0);
          }
        T* x = out.mutable_data<T>() + o * n * cols;
        std::copy(rhs.data<T>() + ib * n * cols, rhs.data<T>() + (ib + 1) * n * cols, x);
        triangular_solve_in_place(t.data(), n, lower != adjoint, false, x, cols);
      });
    });
    return std::vector<Tensor>{out};
  };
  r.add(std::move(d));
}

// Lu (lu_op.cc): PartialPivLU of each square matrix; `lu` holds L (unit diagonal, below) and U,
// `p` the row permutation with input[p] == L U; an exactly zero pivot is InvalidArgument.
void add_lu(OpRegistry& r) {
  OpDef d = make("Lu", "Computes the LU decomposition of one or more square matrices.");
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("lu", "T"), arg("p", "output_idx_type")};
  d.attrs = {type_attr("T", "float64, float32, float16, complex64, complex128"),
             type_attr("output_idx_type", "int32, int64", DType::Int32)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape s = square_shape(c.input_shapes[0]);
    const DType idx = c.attr<DType>("output_idx_type");
    if (!s.has_rank()) return std::vector<OutputSpec>{{c.attr<DType>("T"), s}, {idx, TensorShape::unknown()}};
    std::vector<Dim> p = batch_dims(s);
    p.push_back(s.dim(-1));
    return std::vector<OutputSpec>{{c.attr<DType>("T"), s}, {idx, TensorShape(std::move(p))}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const int64_t n = check_square(x);
    tensor::Shape p_shape = batch_shape(x);
    p_shape.push_back(n);
    std::vector<int64_t> perm_all;
    std::vector<Tensor> out = map_square_matrices(x, "Lu", [&](const auto* a, int64_t size, auto* lu) {
      using T = std::remove_const_t<std::remove_pointer_t<decltype(a)>>;
      std::copy(a, a + size * size, lu);
      std::vector<int64_t> swaps;
      lu_in_place(lu, size, swaps);
      for (int64_t i = 0; i < size; ++i)
        if (lu[i * size + i] == T(0)) throw invalid_argument("Input is not invertible.");
      std::vector<int64_t> perm(static_cast<std::size_t>(size));
      for (int64_t i = 0; i < size; ++i) perm[i] = i;
      for (int64_t k = 0; k < size; ++k) std::swap(perm[k], perm[swaps[k]]);
      perm_all.insert(perm_all.end(), perm.begin(), perm.end());
    });
    out.push_back(tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, p_shape, perm_all), c.attr<DType>("output_idx_type")));
    return out;
  };
  r.add(std::move(d));
}

}  // namespace

void register_linalg_solve_ops(OpRegistry& r) {
  add_lu(r);
  add_determinants(r);
  add_inverse_and_solve(r);
  add_cholesky(r);
  add_triangular_solve(r);
}

}  // namespace tfplay::graph
