// Spectral decompositions and least squares (TF: tensorflow/core/ops/linalg_ops.cc
// SelfAdjointEigV2, Svd and MatrixSolveLs; kernels linalg/self_adjoint_eig_v2_op_impl.h,
// linalg/svd_op_impl.h, linalg/matrix_solve_ls_op_impl.h).
//
// TF's CPU kernels are Eigen's SelfAdjointEigenSolver (tridiagonalisation + implicit QR) and
// JacobiSVD / BDCSVD in the element type. The kernels here are cyclic Jacobi methods in double
// precision, rounded to the element type at the end: the eigenvalues (ascending) and singular
// values (descending) agree with TF's to the element type's precision, and so do the vectors up
// to their sign (which TF leaves implementation defined); for repeated eigen/singular values
// any orthonormal basis of the subspace is as valid as Eigen's.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/graph/op_def_builders.h"
#include "core/graph/linalg_kernels.h"
#include "core/graph/op_registry.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using tensor::Dim;
using tensor::OpValueError;
using tensor::invalid_argument;

using Matrix = std::vector<double>;  // row-major

// Rotates columns p and q of the row-major rows x cols `m` by the Givens rotation (c, s):
// col_p <- c col_p - s col_q, col_q <- s col_p + c col_q.
void rotate_columns(Matrix& m, int64_t rows, int64_t cols, int64_t p, int64_t q, double c, double s) {
  for (int64_t k = 0; k < rows; ++k) {
    const double kp = m[k * cols + p], kq = m[k * cols + q];
    m[k * cols + p] = c * kp - s * kq;
    m[k * cols + q] = s * kp + c * kq;
  }
}

// Cyclic Jacobi on the symmetric n x n `a` (destroyed): eigenvalues ascending in `w`, the unit
// eigenvectors as the columns of `v` (n x n).
void jacobi_eigh(Matrix a, int64_t n, std::vector<double>& w, Matrix& v) {
  Matrix vecs(static_cast<std::size_t>(n * n), 0.0);
  for (int64_t i = 0; i < n; ++i) vecs[i * n + i] = 1.0;
  double total = 0.0;
  for (double x : a) total += x * x;
  for (int sweep = 0; sweep < 100; ++sweep) {
    double off = 0.0;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = i + 1; j < n; ++j) off += a[i * n + j] * a[i * n + j];
    if (off <= 1e-32 * total || off == 0.0) break;
    for (int64_t p = 0; p < n; ++p) {
      for (int64_t q = p + 1; q < n; ++q) {
        const double apq = a[p * n + q];
        if (apq == 0.0) continue;
        // The rotation that zeroes a[p][q]: t = tan(theta), the smaller root.
        const double theta = (a[q * n + q] - a[p * n + p]) / (2.0 * apq);
        const double t = (theta >= 0 ? 1.0 : -1.0) / (std::abs(theta) + std::sqrt(theta * theta + 1.0));
        const double c = 1.0 / std::sqrt(t * t + 1.0), s = t * c;
        rotate_columns(a, n, n, p, q, c, s);
        for (int64_t k = 0; k < n; ++k) {  // and the rows: a <- J^T a J
          const double pk = a[p * n + k], qk = a[q * n + k];
          a[p * n + k] = c * pk - s * qk;
          a[q * n + k] = s * pk + c * qk;
        }
        rotate_columns(vecs, n, n, p, q, c, s);
      }
    }
  }
  std::vector<int64_t> order(static_cast<std::size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int64_t x, int64_t y) { return a[x * n + x] < a[y * n + y]; });
  w.resize(static_cast<std::size_t>(n));
  v.assign(static_cast<std::size_t>(n * n), 0.0);
  for (int64_t j = 0; j < n; ++j) {
    w[j] = a[order[j] * n + order[j]];
    for (int64_t k = 0; k < n; ++k) v[k * n + j] = vecs[k * n + order[j]];
  }
}

// Fills the columns of the m x cols `u` from `first` on with unit vectors orthogonal to the
// columns before them (Gram-Schmidt over the standard basis, twice for accuracy).
void complete_basis(Matrix& u, int64_t m, int64_t cols, int64_t first) {
  int64_t next = first;
  for (int64_t e = 0; e < m && next < cols; ++e) {
    std::vector<double> x(static_cast<std::size_t>(m), 0.0);
    x[e] = 1.0;
    for (int pass = 0; pass < 2; ++pass)
      for (int64_t j = 0; j < next; ++j) {
        double dot = 0.0;
        for (int64_t k = 0; k < m; ++k) dot += u[k * cols + j] * x[k];
        for (int64_t k = 0; k < m; ++k) x[k] -= dot * u[k * cols + j];
      }
    double norm = 0.0;
    for (double v : x) norm += v * v;
    norm = std::sqrt(norm);
    if (norm < 1e-8) continue;
    for (int64_t k = 0; k < m; ++k) u[k * cols + next] = x[k] / norm;
    ++next;
  }
}

// One-sided Jacobi SVD of the m x n `a` with m >= n: singular values descending in `s` (n), the
// left vectors in the m x u_cols `u` (u_cols is n, or m for the full basis), the right ones in
// the n x n `v`.
void jacobi_svd_tall(Matrix a, int64_t m, int64_t n, int64_t u_cols, std::vector<double>& s, Matrix& u, Matrix& v) {
  Matrix rv(static_cast<std::size_t>(n * n), 0.0);
  for (int64_t i = 0; i < n; ++i) rv[i * n + i] = 1.0;
  for (int sweep = 0; sweep < 100; ++sweep) {
    bool rotated = false;
    for (int64_t p = 0; p < n; ++p) {
      for (int64_t q = p + 1; q < n; ++q) {
        double alpha = 0.0, beta = 0.0, gamma = 0.0;
        for (int64_t k = 0; k < m; ++k) {
          alpha += a[k * n + p] * a[k * n + p];
          beta += a[k * n + q] * a[k * n + q];
          gamma += a[k * n + p] * a[k * n + q];
        }
        if (gamma == 0.0 || std::abs(gamma) <= 1e-15 * std::sqrt(alpha * beta)) continue;
        rotated = true;
        const double zeta = (beta - alpha) / (2.0 * gamma);
        const double t = (zeta >= 0 ? 1.0 : -1.0) / (std::abs(zeta) + std::sqrt(1.0 + zeta * zeta));
        const double c = 1.0 / std::sqrt(1.0 + t * t), sn = c * t;
        rotate_columns(a, m, n, p, q, c, sn);
        rotate_columns(rv, n, n, p, q, c, sn);
      }
    }
    if (!rotated) break;
  }
  std::vector<double> norms(static_cast<std::size_t>(n));
  for (int64_t j = 0; j < n; ++j) {
    double sq = 0.0;
    for (int64_t k = 0; k < m; ++k) sq += a[k * n + j] * a[k * n + j];
    norms[j] = std::sqrt(sq);
  }
  std::vector<int64_t> order(static_cast<std::size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int64_t x, int64_t y) { return norms[x] > norms[y]; });
  s.resize(static_cast<std::size_t>(n));
  u.assign(static_cast<std::size_t>(m * u_cols), 0.0);
  v.assign(static_cast<std::size_t>(n * n), 0.0);
  const double tiny = (norms.empty() ? 0.0 : norms[order[0]]) * 1e-13;
  int64_t nonzero = 0;
  for (int64_t j = 0; j < n; ++j) {
    const int64_t src = order[j];
    s[j] = norms[src];
    for (int64_t k = 0; k < n; ++k) v[k * n + j] = rv[k * n + src];
    if (norms[src] > tiny && norms[src] > 0.0 && nonzero == j) {
      for (int64_t k = 0; k < m; ++k) u[k * u_cols + j] = a[k * n + src] / norms[src];
      ++nonzero;
    }
  }
  complete_basis(u, m, u_cols, nonzero);
}

TensorShape with_dims(std::vector<Dim> batch, std::initializer_list<Dim> tail) {
  batch.insert(batch.end(), tail);
  return TensorShape(std::move(batch));
}

// Runs `per_matrix(input_as_double, output_index)` for each m x n matrix of a float32/float64
// tensor; `store(tensor, offset, values)` writes doubles back in the element type.
template <typename F> void for_each_matrix(const Tensor& x, const std::string& op, F&& per_matrix) {
  if (x.dtype() != DType::Float32 && x.dtype() != DType::Float64) linalg::unsupported_dtype(op);
  if (x.rank() < 2) throw invalid_argument("Input tensor 0 must have rank >= 2, got " + num(x.rank()));
  const int64_t m = x.shape()[x.rank() - 2], n = x.shape()[x.rank() - 1];
  const int64_t batches = m * n == 0 ? 0 : x.num_elements() / (m * n);
  for (int64_t b = 0; b < batches; ++b) {
    Matrix a(static_cast<std::size_t>(m * n));
    for (int64_t i = 0; i < m * n; ++i) a[i] = x.as_double(b * m * n + i);
    per_matrix(std::move(a), b);
  }
}

void store(Tensor& t, int64_t offset, const std::vector<double>& values) {
  if (t.dtype() == DType::Float32) {
    float* out = t.mutable_data<float>() + offset;
    for (std::size_t i = 0; i < values.size(); ++i) out[i] = static_cast<float>(values[i]);
  } else {
    std::copy(values.begin(), values.end(), t.mutable_data<double>() + offset);
  }
}

tensor::Shape batch_shape_of(const Tensor& x) { return tensor::Shape(x.shape().begin(), x.shape().end() - 2); }

void add_self_adjoint_eig(OpRegistry& r) {
  OpDef d = make("SelfAdjointEigV2", "Computes the eigen decomposition of one or more square self-adjoint matrices.");
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("e", "T"), arg("v", "T")};
  d.attrs = {plain_attr("compute_v", "bool", true), type_attr("T", "float64, float32, float16, complex64, complex128")};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& s = c.input_shapes[0];
    const DType t = c.attr<DType>("T");
    const bool compute_v = c.attr<bool>("compute_v");
    const TensorShape no_v{Dim(0)};
    if (!s.has_rank()) return std::vector<OutputSpec>{{t, TensorShape::unknown()}, {t, compute_v ? TensorShape::unknown() : no_v}};
    std::vector<Dim> batch = linalg::batch_dims(s);
    const Dim m = s.dim(-2), n = s.dim(-1);
    if (m && n && *m != *n) throw OpValueError("Dimensions must be equal, but are " + num(*m) + " and " + num(*n));
    const Dim size = m ? m : n;
    return std::vector<OutputSpec>{{t, with_dims(batch, {size})}, {t, compute_v ? with_dims(batch, {size, size}) : no_v}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const bool compute_v = c.attr<bool>("compute_v");
    if (x.rank() >= 2 && x.shape()[x.rank() - 1] != x.shape()[x.rank() - 2]) throw invalid_argument("Input matrix must be square.");
    const int64_t n = x.rank() >= 2 ? x.shape()[x.rank() - 1] : 0;
    tensor::Shape e_shape = x.rank() >= 2 ? batch_shape_of(x) : tensor::Shape{};
    e_shape.push_back(n);
    Tensor e = Tensor::zeros(x.dtype(), e_shape);
    Tensor v = Tensor::zeros(x.dtype(), compute_v ? x.shape() : tensor::Shape{0});
    for_each_matrix(x, "SelfAdjointEigV2", [&](Matrix a, int64_t b) {
      for (int64_t i = 0; i < n; ++i)  // the lower triangle is the matrix (Eigen reads only it)
        for (int64_t j = i + 1; j < n; ++j) a[i * n + j] = a[j * n + i];
      std::vector<double> w;
      Matrix vecs;
      jacobi_eigh(std::move(a), n, w, vecs);
      store(e, b * n, w);
      if (compute_v) store(v, b * n * n, vecs);
    });
    return std::vector<Tensor>{e, v};
  };
  r.add(std::move(d));
}

void add_svd(OpRegistry& r) {
  OpDef d = make("Svd", "Computes the singular value decompositions of one or more matrices.");
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("s", "T"), arg("u", "T"), arg("v", "T")};
  d.attrs = {plain_attr("compute_uv", "bool", true), plain_attr("full_matrices", "bool", false),
             type_attr("T", "float64, float32, float16, complex64, complex128")};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& s = c.input_shapes[0];
    const DType t = c.attr<DType>("T");
    const bool uv = c.attr<bool>("compute_uv"), full = c.attr<bool>("full_matrices");
    const TensorShape none{Dim(0)};
    if (!s.has_rank()) {
      const TensorShape vec = uv ? TensorShape::unknown() : none;
      return std::vector<OutputSpec>{{t, TensorShape::unknown()}, {t, vec}, {t, vec}};
    }
    std::vector<Dim> batch = linalg::batch_dims(s);
    const Dim m = s.dim(-2), n = s.dim(-1);
    Dim p;
    if (m && n) p = std::min(*m, *n);
    if (!uv) return std::vector<OutputSpec>{{t, with_dims(batch, {p})}, {t, none}, {t, none}};
    return std::vector<OutputSpec>{{t, with_dims(batch, {p})},
                                   {t, with_dims(batch, {m, full ? m : p})},
                                   {t, with_dims(batch, {n, full ? n : p})}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const bool uv = c.attr<bool>("compute_uv"), full = c.attr<bool>("full_matrices");
    if (x.rank() < 2) throw invalid_argument("Input tensor 0 must have rank >= 2, got " + num(x.rank()));
    const int64_t m = x.shape()[x.rank() - 2], n = x.shape()[x.rank() - 1], p = std::min(m, n);
    const int64_t u_cols = full ? m : p, v_cols = full ? n : p;
    tensor::Shape s_shape = batch_shape_of(x), u_shape = s_shape, v_shape = s_shape;
    s_shape.push_back(p);
    u_shape.insert(u_shape.end(), {m, u_cols});
    v_shape.insert(v_shape.end(), {n, v_cols});
    Tensor s = Tensor::zeros(x.dtype(), s_shape);
    Tensor u = Tensor::zeros(x.dtype(), uv ? u_shape : tensor::Shape{0});
    Tensor v = Tensor::zeros(x.dtype(), uv ? v_shape : tensor::Shape{0});
    for_each_matrix(x, "Svd", [&](Matrix a, int64_t b) {
      std::vector<double> sv;
      Matrix left, right;
      if (m >= n) {
        jacobi_svd_tall(std::move(a), m, n, u_cols, sv, left, right);  // left m x u_cols, right n x n
      } else {
        Matrix at(static_cast<std::size_t>(m * n));
        for (int64_t i = 0; i < m; ++i)
          for (int64_t j = 0; j < n; ++j) at[j * m + i] = a[i * n + j];
        jacobi_svd_tall(std::move(at), n, m, v_cols, sv, right, left);  // A^T = right S left^T
      }
      store(s, b * p, sv);
      if (uv) {
        store(u, b * m * u_cols, left);
        store(v, b * n * v_cols, right);
      }
    });
    return std::vector<Tensor>{s, u, v};
  };
  r.add(std::move(d));
}

// Solves the n x n symmetric positive definite `g` X = `b` (n x k) in place through its
// Cholesky factor L (L Y = B, then L^T X = Y); false when a pivot is not positive.
bool cholesky_solve(const Matrix& g, int64_t n, Matrix& b, int64_t k) {
  Matrix l(g.size());
  if (!linalg::cholesky(g.data(), n, l.data())) return false;
  linalg::triangular_solve_in_place(l.data(), n, true, false, b.data(), k);
  const Matrix lt = linalg::matrix_copy(l.data(), n, true);
  linalg::triangular_solve_in_place(lt.data(), n, false, false, b.data(), k);
  return true;
}

// The least-squares solution of the m x n `a` X = `b` (m x k): with `fast`, the regularized
// normal equations (A^T A + l2 I) X = A^T B for m >= n, else X = A^T (A A^T + l2 I)^-1 B, through
// Cholesky; without, the minimum-norm solution V S^+ U^T B (TF: a complete orthogonal
// decomposition, the same solution), singular values below 1e-13 of the largest counted as 0.
Matrix least_squares(const Matrix& a, int64_t m, int64_t n, const Matrix& b, int64_t k, double l2, bool fast) {
  auto at_times = [&](const Matrix& x, int64_t cols) {  // A^T X, n x cols
    Matrix out(static_cast<std::size_t>(n * cols), 0.0);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t c = 0; c < cols; ++c)
        for (int64_t t = 0; t < m; ++t) out[i * cols + c] += a[t * n + i] * x[t * cols + c];
    return out;
  };
  const char* rank_deficient =
      "Input matrix was rank deficient or ill-conditioned. Try setting fast=False or provide a larger l2_regularizer > 0.";
  if (fast && m >= n) {
    Matrix gram = at_times(a, n);
    for (int64_t i = 0; i < n; ++i) gram[i * n + i] += l2;
    Matrix x = at_times(b, k);
    if (!cholesky_solve(gram, n, x, k)) throw invalid_argument(rank_deficient);
    return x;
  }
  if (fast) {
    Matrix gram(static_cast<std::size_t>(m * m), 0.0);
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < m; ++j)
        for (int64_t t = 0; t < n; ++t) gram[i * m + j] += a[i * n + t] * a[j * n + t];
    for (int64_t i = 0; i < m; ++i) gram[i * m + i] += l2;
    Matrix y = b;
    if (!cholesky_solve(gram, m, y, k)) throw invalid_argument(rank_deficient);
    return at_times(y, k);
  }
  // Minimum norm: the SVD of A (or of A^T for a wide A).
  const int64_t p = std::min(m, n);
  std::vector<double> sv;
  Matrix left, right;  // A = left diag(sv) right^T; left m x p, right n x p
  if (m >= n) {
    Matrix v_full;
    jacobi_svd_tall(a, m, n, n, sv, left, v_full);
    right = v_full;
  } else {
    Matrix at(static_cast<std::size_t>(m * n));
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) at[j * m + i] = a[i * n + j];
    jacobi_svd_tall(std::move(at), n, m, m, sv, right, left);
  }
  const double cutoff = (sv.empty() ? 0.0 : sv[0]) * 1e-13;
  Matrix x(static_cast<std::size_t>(n * k), 0.0);
  for (int64_t j = 0; j < p; ++j) {
    if (!(sv[j] > cutoff)) continue;
    for (int64_t c = 0; c < k; ++c) {
      double dot = 0.0;  // (U^T B)[j][c] / s_j
      for (int64_t t = 0; t < m; ++t) dot += left[t * p + j] * b[t * k + c];
      dot /= sv[j];
      for (int64_t i = 0; i < n; ++i) x[i * k + c] += right[i * p + j] * dot;
    }
  }
  return x;
}

void add_matrix_solve_ls(OpRegistry& r) {
  OpDef d = make("MatrixSolveLs", "Solves one or more linear least-squares problems.");
  d.inputs = {arg("matrix", "T"), arg("rhs", "T"), fixed_arg("l2_regularizer", DType::Float64)};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", "float64, float32, float16, complex64, complex128"), plain_attr("fast", "bool", true)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape &a = c.input_shapes[0], &b = c.input_shapes[1];
    const DType t = c.attr<DType>("T");
    const TensorShape& l2 = c.input_shapes[2];
    if (l2.has_rank() && *l2.rank() != 0) throw OpValueError("Shape must be rank 0 but is rank " + num(*l2.rank()));
    if (!a.has_rank() || !b.has_rank()) return op_def_builders::one(t, TensorShape::unknown());
    const TensorShape batch = TensorShape(linalg::batch_dims(a)).merge_with(TensorShape(linalg::batch_dims(b)));
    const Dim m = a.dim(-2), rows = b.dim(-2);
    if (m && rows && *m != *rows) throw OpValueError("Dimensions must be equal, but are " + num(*m) + " and " + num(*rows));
    std::vector<Dim> dims = batch.as_list();
    dims.push_back(a.dim(-1));
    dims.push_back(b.dim(-1));
    return op_def_builders::one(t, TensorShape(std::move(dims)));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor &a = c.inputs[0], &rhs = c.inputs[1];
    if (a.rank() < 2) throw invalid_argument("Input tensor 0 must have rank >= 2");
    if (rhs.rank() != a.rank() || batch_shape_of(rhs) != batch_shape_of(a))
      throw invalid_argument("All input tensors must have the same outer dimensions.");
    const int64_t m = a.shape()[a.rank() - 2], n = a.shape()[a.rank() - 1], k = rhs.shape()[rhs.rank() - 1];
    if (rhs.shape()[rhs.rank() - 2] != m) throw invalid_argument("Input matrix and right-hand side must have the same number of rows.");
    const double l2 = c.inputs[2].as_double(0);
    const bool fast = c.attr<bool>("fast");
    tensor::Shape out_shape = batch_shape_of(a);
    out_shape.push_back(n);
    out_shape.push_back(k);
    Tensor out = Tensor::zeros(a.dtype(), out_shape);
    for_each_matrix(a, "MatrixSolveLs", [&](Matrix mat, int64_t bi) {
      Matrix b(static_cast<std::size_t>(m * k));
      for (int64_t i = 0; i < m * k; ++i) b[i] = rhs.as_double(bi * m * k + i);
      store(out, bi * n * k, least_squares(mat, m, n, b, k, l2, fast));
    });
    return std::vector<Tensor>{out};
  };
  r.add(std::move(d));
}

}  // namespace

void register_linalg_eig_ops(OpRegistry& r) {
  add_self_adjoint_eig(r);
  add_svd(r);
  add_matrix_solve_ls(r);
}

}  // namespace tfplay::graph
