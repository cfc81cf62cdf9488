// Tridiagonal systems (TF: tensorflow/core/ops/linalg_ops.cc TridiagonalMatMul,
// TridiagonalSolve; kernels tridiagonal_matmul_op.cc, tridiagonal_solve_op.cc). A tridiagonal
// matrix is given by its superdiagonal, main diagonal and subdiagonal of length M each (the
// superdiagonal's last and the subdiagonal's first element unused); the right-hand sides are
// (..., M, K).
#include <cmath>
#include <utility>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/dispatch.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using op_def_builders::one;

using tensor::invalid_argument;

const char* kTypes = "float64, float32, complex64, complex128";


// out = A rhs, row i: superdiag[i] rhs[i+1] + maindiag[i] rhs[i] + subdiag[i] rhs[i-1].
void add_tridiagonal_matmul(OpRegistry& r) {
  OpDef d = make("TridiagonalMatMul", "Calculate product with tridiagonal matrix.");
  d.inputs = {arg("superdiag", "T"), arg("maindiag", "T"), arg("subdiag", "T"), arg("rhs", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", kTypes)};
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[3]); };
  d.kernel = +[](KernelContext& c) {
    const Tensor &sup = c.inputs[0], &main = c.inputs[1], &sub = c.inputs[2], &rhs = c.inputs[3];
    if (rhs.rank() < 2) throw invalid_argument("Input must have rank >= 2, but got " + tensor::shape_debug_string(rhs.shape()));
    const int64_t m = rhs.shape()[rhs.rank() - 2], k = rhs.shape()[rhs.rank() - 1];
    for (const Tensor* t : {&sup, &main, &sub}) {
      if (t->rank() != rhs.rank() || t->shape()[t->rank() - 2] != 1 || t->shape()[t->rank() - 1] != m)
        throw invalid_argument("Expected diagonals to be provided as tensors of shape [..., 1, M], got " + tensor::shape_debug_string(t->shape()) +
                               " for rhs of shape " + tensor::shape_debug_string(rhs.shape()));
    }
    const int64_t batches = (m * k) != 0 ? rhs.num_elements() / (m * k) : 0;
    Tensor out = Tensor::zeros(rhs.dtype(), rhs.shape());
    tensor::visit_numeric(rhs.dtype(), "TridiagonalMatMul", [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_floating_point_v<T>) {
        const T *u = sup.data<T>(), *dg = main.data<T>(), *l = sub.data<T>(), *x = rhs.data<T>();
        T* o = out.mutable_data<T>();
        for (int64_t b = 0; b < batches; ++b)
          for (int64_t i = 0; i < m; ++i)
            for (int64_t j = 0; j < k; ++j) {
              const int64_t at = (b * m + i) * k + j;
              T v = dg[b * m + i] * x[at];
              if (i + 1 < m) v += u[b * m + i] * x[at + k];
              if (i > 0) v += l[b * m + i] * x[at - k];
              o[at] = v;
            }
      }
    });
    return std::vector<Tensor>{out};
  };
  r.add(std::move(d));
}

// Gaussian elimination on the tridiagonal system, swapping rows i and i+1 when the subdiagonal
// entry is larger (partial pivoting, LAPACK gtsv's scheme) or never (the Thomas algorithm).
template <typename T>
void solve_one(const T* u, const T* dg, const T* l, const T* rhs, T* x, int64_t m, int64_t k, bool pivoting) {
  // Rows as (sub, main, super, super2) coefficients; super2 appears after a swap.
  std::vector<T> a(static_cast<std::size_t>(m)), bdiag(static_cast<std::size_t>(m)), c(static_cast<std::size_t>(m)),
      e(static_cast<std::size_t>(m), T(0));
  std::vector<T> y(rhs, rhs + m * k);
  for (int64_t i = 0; i < m; ++i) {
    a[static_cast<std::size_t>(i)] = i > 0 ? l[i] : T(0);
    bdiag[static_cast<std::size_t>(i)] = dg[i];
    c[static_cast<std::size_t>(i)] = i + 1 < m ? u[i] : T(0);
  }
  auto singular = [] { throw invalid_argument("The matrix is not invertible."); };
  for (int64_t i = 0; i + 1 < m; ++i) {
    const std::size_t s = static_cast<std::size_t>(i), n = s + 1;
    if (pivoting && std::fabs(a[n]) > std::fabs(bdiag[s])) {
      // Swap rows i and i+1.
      std::swap(bdiag[s], a[n]);
      std::swap(c[s], bdiag[n]);
      std::swap(e[s], c[n]);
      for (int64_t j = 0; j < k; ++j) std::swap(y[s * k + j], y[n * k + j]);
    }
    if (bdiag[s] == T(0)) singular();
    const T f = a[n] / bdiag[s];
    bdiag[n] -= f * c[s];
    c[n] -= f * e[s];
    for (int64_t j = 0; j < k; ++j) y[n * k + j] -= f * y[s * k + j];
    a[n] = T(0);
  }
  if (m > 0 && bdiag[static_cast<std::size_t>(m - 1)] == T(0)) singular();
  for (int64_t i = m - 1; i >= 0; --i) {
    const std::size_t s = static_cast<std::size_t>(i);
    for (int64_t j = 0; j < k; ++j) {
      T v = y[s * k + j];
      if (i + 1 < m) v -= c[s] * x[(i + 1) * k + j];
      if (i + 2 < m) v -= e[s] * x[(i + 2) * k + j];
      x[i * k + j] = v / bdiag[s];
    }
  }
}

void add_tridiagonal_solve(OpRegistry& r) {
  OpDef d = make("TridiagonalSolve", "Solves tridiagonal systems of equations.");
  d.inputs = {arg("diagonals", "T"), arg("rhs", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {plain_attr("partial_pivoting", "bool", true), plain_attr("perturb_singular", "bool", false), type_attr("T", kTypes)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& diags = c.input_shapes[0];
    if (diags.has_rank() && *diags.rank() < 2) throw EarlyShapeError("Shape must be at least rank 2 but is rank " + num(*diags.rank()));
    return one(c.attr<DType>("T"), c.input_shapes[1]);
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor &diags = c.inputs[0], &rhs = c.inputs[1];
    if (c.attr<bool>("perturb_singular"))
      throw tensor::OpError(tensor::OpError::Code::Unimplemented, "tfplay's TridiagonalSolve does not support perturb_singular yet");
    if (diags.rank() < 2 || diags.shape()[diags.rank() - 2] != 3)
      throw invalid_argument("Expected diagonals to have shape [..., 3, M], got " + tensor::shape_debug_string(diags.shape()));
    if (rhs.rank() != diags.rank()) throw invalid_argument("Expected rhs to have the same rank as diagonals, got " + tensor::shape_debug_string(rhs.shape()));
    const int64_t m = diags.shape().back();
    if (rhs.shape()[rhs.rank() - 2] != m)
      throw invalid_argument("Expected the number of left-hand sides to match the number of rows of rhs, got " + tensor::shape_debug_string(diags.shape()) +
                             " and " + tensor::shape_debug_string(rhs.shape()));
    const int64_t k = rhs.shape().back();
    const int64_t batches = m ? diags.num_elements() / (3 * m) : 0;
    Tensor out = Tensor::zeros(rhs.dtype(), rhs.shape());
    tensor::visit_numeric(rhs.dtype(), "TridiagonalSolve", [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_floating_point_v<T>) {
        const T* dv = diags.data<T>();
        const T* y = rhs.data<T>();
        T* x = out.mutable_data<T>();
        for (int64_t b = 0; b < batches; ++b) {
          const T* base = dv + b * 3 * m;
          solve_one<T>(base, base + m, base + 2 * m, y + b * m * k, x + b * m * k, m, k, c.attr<bool>("partial_pivoting"));
        }
      }
    });
    return std::vector<Tensor>{out};
  };
  r.add(std::move(d));
}

}  // namespace

void register_tridiagonal_ops(OpRegistry& r) {
  add_tridiagonal_matmul(r);
  add_tridiagonal_solve(r);
}

}  // namespace tfplay::graph
