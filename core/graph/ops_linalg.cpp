// Linear-algebra ops (TF: tensorflow/core/ops/linalg_ops.cc Qr, array_ops.cc
// MatrixDiagPartV3, MatrixSetDiagV3, math_ops.cc Cross; kernels linalg/qr_op_impl.h,
// linalg/matrix_diag_op.cc, cross_op.cc). MatrixDiagV3 is in ops_index.cpp, the LU and Cholesky
// ops in ops_linalg_solve.cpp.
//
// TF's CPU Qr kernel is Eigen::HouseholderQR on each row-major matrix, then Q as
// `householderQ() * Identity(m, min(m, n))` (or `householderQ()` with full_matrices). The
// kernel here follows Eigen's unblocked Householder algorithm step for step, in the element
// type, with the summation orders of Eigen's matrix-vector kernels in TF's -mavx build, so for
// matrices with fewer than 48 columns (no more than rows) its results are Eigen's bit for bit.
// Eigen applies larger factorizations, and the trailing columns of a wide matrix, by blocks of
// reflectors through matrix products; there the results agree to rounding only.
#include <algorithm>
#include <cmath>
#include <limits>

#include "core/graph/element_maps.h"
#include "core/graph/op_def_builders.h"
#include "core/graph/diag_layout.h"
#include "core/graph/op_registry.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using tensor::Dim;
using tensor::OpValueError;
using tensor::invalid_argument;

// A view of a matrix block: rows [r0, r0 + rows), columns [c0, c0 + cols) of a row-major
// (or, with col_major, column-major) matrix whose rows (columns) are `stride` apart.
template <typename T> struct Block {
  T* base;
  int64_t stride;
  int64_t r0, c0, rows, cols;
  bool col_major = false;
  T& at(int64_t i, int64_t j) const {
    return col_major ? base[(c0 + j) * stride + r0 + i] : base[(r0 + i) * stride + c0 + j];
  }
};

// Eigen's makeHouseholder on column `col` of `b` (all of its rows): the reflector
// H = I - tau [1; v][1; v]^T with H x = [beta, 0, ...]; v overwrites x below its first entry,
// beta the first entry.
template <typename T> T make_householder_in_place(const Block<T>& b, int64_t col) {
  const int64_t size = b.rows;
  T tail_sq_norm = T(0);
  for (int64_t i = 1; i < size; ++i) {
    const T sq = b.at(i, col) * b.at(i, col);
    tail_sq_norm = i == 1 ? sq : tail_sq_norm + sq;
  }
  const T c0 = b.at(0, col);
  if (tail_sq_norm <= std::numeric_limits<T>::min()) {
    for (int64_t i = 1; i < size; ++i) b.at(i, col) = T(0);
    return T(0);  // beta = c0, already in place
  }
  T beta = std::sqrt(c0 * c0 + tail_sq_norm);
  if (c0 >= T(0)) beta = -beta;
  const T denominator = c0 - beta;
  for (int64_t i = 1; i < size; ++i) b.at(i, col) = b.at(i, col) / denominator;
  b.at(0, col) = beta;
  return (beta - c0) / beta;
}

// sum_i x(i) * y(i) for i < n, in the order of Eigen's row-major matrix-vector kernel built for
// AVX (TF's release flags): lanes of 8 accumulated apart and reduced pairwise, then (for the
// kernel's odd last row) lanes of 4, then the rest one by one.
template <typename T, typename X, typename Y> T packet_dot(int64_t n, const X& x, const Y& y, bool last_odd_row) {
  constexpr int64_t kLanes = 32 / sizeof(T);
  T lanes[kLanes] = {};
  int64_t i = 0;
  for (; i + kLanes <= n; i += kLanes)
    for (int64_t l = 0; l < kLanes; ++l) lanes[l] = lanes[l] + x(i + l) * y(i + l);
  auto reduce = [](T* v, int64_t count) {  // predux: halves added until one lane is left
    for (; count > 1; count /= 2)
      for (int64_t l = 0; l < count / 2; ++l) v[l] = v[l] + v[l + count / 2];
    return v[0];
  };
  T sum = reduce(lanes, kLanes);
  if (last_odd_row) {
    T half[kLanes / 2] = {};
    for (; i + kLanes / 2 <= n; i += kLanes / 2)
      for (int64_t l = 0; l < kLanes / 2; ++l) half[l] = half[l] + x(i + l) * y(i + l);
    sum = sum + reduce(half, kLanes / 2);
  }
  for (; i < n; ++i) sum = sum + x(i) * y(i);
  return sum;
}

// Eigen's applyHouseholderOnTheLeft: `dst = H dst` for the reflector (essential part `v`, of
// dst.rows - 1 entries read through `essential(i)`, and tau). `tmp = v^T bottom` is a
// matrix-vector product whose summation order depends on dst's layout: for a row-major dst,
// Eigen's column-major kernel sums sequentially, in blocks of 16 (4 for wide rows) once there
// are 128 terms or more; for a column-major dst, its row-major kernel sums by packets
// (packet_dot). With a single column it is a plain sequential dot product.
template <typename T, typename Essential>
void apply_householder_on_the_left(const Block<T>& dst, const Essential& essential, T tau, std::vector<T>& tmp) {
  if (dst.rows == 1) {
    for (int64_t j = 0; j < dst.cols; ++j) dst.at(0, j) = dst.at(0, j) * (T(1) - tau);
    return;
  }
  if (tau == T(0)) return;
  const int64_t terms = dst.rows - 1;
  int64_t block = terms;
  if (!dst.col_major && dst.cols > 1 && terms >= 128) block = dst.stride * static_cast<int64_t>(sizeof(T)) < 32000 ? 16 : 4;
  tmp.assign(static_cast<std::size_t>(dst.cols), T(0));
  for (int64_t j = 0; j < dst.cols; ++j) {
    T total = T(0);
    if (dst.col_major && dst.cols > 1) {
      const bool last_odd_row = dst.cols % 2 == 1 && j == dst.cols - 1;
      total = packet_dot<T>(terms, [&](int64_t i) { return dst.at(i + 1, j); }, essential, last_odd_row);
    } else {
      for (int64_t start = 0; start < terms; start += block) {
        T partial = T(0);
        for (int64_t i = start; i < std::min(terms, start + block); ++i) {
          const T product = dst.at(i + 1, j) * essential(i);
          partial = i == start ? product : partial + product;
        }
        total = start == 0 ? partial : total + partial;
      }
    }
    tmp[j] = total + dst.at(0, j);
  }
  for (int64_t j = 0; j < dst.cols; ++j) dst.at(0, j) = dst.at(0, j) - tau * tmp[j];
  for (int64_t i = 0; i < terms; ++i) {
    const T scaled = tau * essential(i);
    for (int64_t j = 0; j < dst.cols; ++j) dst.at(i + 1, j) = dst.at(i + 1, j) - scaled * tmp[j];
  }
}

// One m x n matrix: Eigen's householder_qr_inplace_unblocked on the row-major input, then Q
// and R = the upper triangle of the first r_rows rows. The reduced Q (m x p) is TF's
// `householderQ() * Identity(m, p)`, which Eigen computes in a column-major temporary; the full
// Q (m x m) is `householderQ()` evaluated into the row-major output, each reflector applied to
// the bottom-right corner it changes.
template <typename T> void householder_qr(const T* a, int64_t m, int64_t n, bool full, T* q, T* r) {
  const int64_t p = std::min(m, n);
  const int64_t q_cols = full ? m : p, r_rows = full ? m : p;
  std::vector<T> qr(a, a + m * n);
  std::vector<T> h(static_cast<std::size_t>(p));
  std::vector<T> tmp;
  for (int64_t k = 0; k < p; ++k) {
    const Block<T> column{qr.data(), n, k, k, m - k, 1};
    h[k] = make_householder_in_place(column, 0);
    const Block<T> rest{qr.data(), n, k, k + 1, m - k, n - k - 1};
    apply_householder_on_the_left(rest, [&](int64_t i) { return qr[(k + 1 + i) * n + k]; }, h[k], tmp);
  }
  if (full) {
    std::fill(q, q + m * m, T(0));
    for (int64_t i = 0; i < m; ++i) q[i * m + i] = T(1);
    for (int64_t k = p - 1; k >= 0; --k) {
      const Block<T> corner{q, m, k, k, m - k, m - k};
      apply_householder_on_the_left(corner, [&](int64_t i) { return qr[(k + 1 + i) * n + k]; }, h[k], tmp);
    }
  } else {
    std::vector<T> q_col_major(static_cast<std::size_t>(m * q_cols), T(0));
    for (int64_t i = 0; i < q_cols; ++i) q_col_major[i * m + i] = T(1);
    for (int64_t k = p - 1; k >= 0; --k) {
      const Block<T> dst{q_col_major.data(), m, k, 0, m - k, q_cols, true};
      apply_householder_on_the_left(dst, [&](int64_t i) { return qr[(k + 1 + i) * n + k]; }, h[k], tmp);
    }
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < q_cols; ++j) q[i * q_cols + j] = q_col_major[j * m + i];
  }
  for (int64_t i = 0; i < r_rows; ++i)
    for (int64_t j = 0; j < n; ++j) r[i * n + j] = j >= i && i < m ? qr[i * n + j] : T(0);
}

void add_qr(OpRegistry& r) {
  OpDef d = make("Qr", "Computes the QR decompositions of one or more matrices.");
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("q", "T"), arg("r", "T")};
  d.attrs = {plain_attr("full_matrices", "bool", false), type_attr("T", "float64, float32, float16, complex64, complex128")};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& s = c.input_shapes[0];
    const DType t = c.attr<DType>("T");
    if (!s.has_rank()) return std::vector<OutputSpec>{{t, TensorShape::unknown()}, {t, TensorShape::unknown()}};
    if (*s.rank() < 2) throw OpValueError("Shape must be at least rank 2 but is rank " + num(*s.rank()));
    std::vector<Dim> batch(s.as_list().begin(), s.as_list().end() - 2);
    const Dim m = s.dim(-2), n = s.dim(-1);
    Dim p;
    if (m && n) p = std::min(*m, *n);
    else if ((m && *m == 0) || (n && *n == 0)) p = 0;
    const bool full = c.attr<bool>("full_matrices");
    auto matrix = [&](Dim rows, Dim cols) {
      std::vector<Dim> dims = batch;
      dims.push_back(rows);
      dims.push_back(cols);
      return TensorShape(std::move(dims));
    };
    return std::vector<OutputSpec>{{t, matrix(m, full ? m : p)}, {t, matrix(full ? m : p, n)}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    if (x.rank() < 2) throw invalid_argument("Input tensor 0 must have rank >= 2, got " + num(x.rank()));
    const int64_t m = x.shape()[x.rank() - 2], n = x.shape()[x.rank() - 1], p = std::min(m, n);
    const bool full = c.attr<bool>("full_matrices");
    const int64_t q_cols = full ? m : p, r_rows = full ? m : p;
    tensor::Shape q_shape(x.shape().begin(), x.shape().end() - 2), r_shape = q_shape;
    q_shape.push_back(m);
    q_shape.push_back(q_cols);
    r_shape.push_back(r_rows);
    r_shape.push_back(n);
    Tensor q = Tensor::zeros(x.dtype(), q_shape), rr = Tensor::zeros(x.dtype(), r_shape);
    const int64_t batches = m * n == 0 ? 0 : x.num_elements() / (m * n);
    auto run = [&](auto zero) {
      using T = decltype(zero);
      for (int64_t b = 0; b < batches; ++b) {
        householder_qr<T>(x.data<T>() + b * m * n, m, n, full, q.mutable_data<T>() + b * m * q_cols,
                          rr.mutable_data<T>() + b * r_rows * n);
      }
    };
    if (x.dtype() == DType::Float32) run(float{});
    else if (x.dtype() == DType::Float64) run(double{});
    else throw tensor::OpError(tensor::OpError::Code::Unimplemented, "tfplay's Qr supports float32 and float64 only");
    return std::vector<Tensor>{q, rr};
  };
  r.add(std::move(d));
}

// MatrixDiagPartV3 (matrix_diag_op.cc MatrixDiagPartOp): the band k = [lower, upper] of
// input (..., M, N) as (..., max_len) for one diagonal or (..., num_diags, max_len), each
// diagonal aligned by `align` and padded with padding_value.
void add_matrix_diag_part(OpRegistry& r) {
  OpDef d = make("MatrixDiagPartV3", "Returns the batched diagonal part of a batched tensor.");
  d.inputs = {arg("input", "T"), fixed_arg("k", DType::Int32), arg("padding_value", "T")};
  d.outputs = {arg("diagonal", "T")};
  d.attrs = {type_attr("T", ""), plain_attr("align", "string", std::string("RIGHT_LEFT"))};
  // MatrixDiagPartV2Shape.
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& s = c.input_shapes[0];
    const DType t = c.attr<DType>("T");
    if (s.has_rank() && *s.rank() < 2) throw OpValueError("Shape must be at least rank 2 but is rank " + num(*s.rank()));
    const Tensor* k = c.input_values[1];
    if (!s.has_rank() || !k) return std::vector<OutputSpec>{{t, TensorShape::unknown()}};
    const std::vector<int64_t> kv = k->to_int64_vector();
    if (kv.empty() || kv.size() > 2)
      throw OpValueError("diag_index must be a vector with one or two elements. It has " + num(static_cast<int64_t>(kv.size())) + " elements.");
    const int64_t lower = kv[0], upper = kv.size() > 1 ? kv[1] : kv[0];
    if (lower > upper) throw OpValueError("lower_diag_index is greater than upper_diag_index");
    const Dim m = s.dim(-2), n = s.dim(-1);
    if (m && n) {
      if (lower != 0 && (-*m >= lower || *n <= lower)) throw OpValueError("lower_diag_index is out of bound.");
      if (upper != 0 && (-*m >= upper || *n <= upper)) throw OpValueError("upper_diag_index is out of bound.");
    }
    std::vector<Dim> dims(s.as_list().begin(), s.as_list().end() - 2);
    if (lower != upper) dims.push_back(Dim(upper - lower + 1));
    dims.push_back(m && n ? Dim(std::min(*m + std::min<int64_t>(upper, 0), *n - std::max<int64_t>(lower, 0))) : Dim());
    return std::vector<OutputSpec>{{t, TensorShape(std::move(dims))}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const Tensor& k = c.inputs[1];
    if (k.rank() > 1) throw invalid_argument("diag_index must be a scalar or vector, received shape: " + tensor::shape_debug_string(k.shape()));
    const std::vector<int64_t> kv = k.to_int64_vector();
    if (kv.empty()) throw invalid_argument("Expected diag_index to have at least 1 element");
    if (kv.size() > 2)
      throw invalid_argument("diag_index must have only one or two elements, received " + num(static_cast<int64_t>(kv.size())) + " elements.");
    const diag_layout::Band band{kv[0], kv.size() > 1 ? kv[1] : kv[0]};
    const Tensor& padding = c.inputs[2];
    if (padding.rank() != 0)
      throw invalid_argument("padding_value must be a scalar, received shape: " + tensor::shape_debug_string(padding.shape()));
    if (x.rank() < 2) throw invalid_argument("input must be at least 2-dim, received shape: " + tensor::shape_debug_string(x.shape()));
    const int64_t m = x.shape()[x.rank() - 2], n = x.shape()[x.rank() - 1];
    if (!((-m < band.lower && band.lower < n) || band.lower == 0))
      throw invalid_argument("lower_diag_index is out of bound: " + num(band.lower) + ". It must be between " + num(-m) + " and " + num(n));
    if (!((-m < band.upper && band.upper < n) || band.upper == 0))
      throw invalid_argument("upper_diag_index is out of bound: " + num(band.upper) + " It must be between " + num(-m) + " and " + num(n));
    if (band.lower > band.upper)
      throw invalid_argument("lower_diag_index must not be larger than upper_diag_index: " + num(band.lower) + " > " + num(band.upper));
    const int64_t max_len = std::max<int64_t>(0, std::min(m + std::min<int64_t>(band.upper, 0), n - std::max<int64_t>(band.lower, 0)));
    const int64_t num_diags = band.num_diags();
    const std::vector<int64_t> map = diag_layout::matrix_to_compact(band, m, n, max_len, c.attr<std::string>("align"));
    const int64_t per_batch = num_diags * max_len;
    std::vector<int64_t> inverse(static_cast<std::size_t>(per_batch), -1);
    for (std::size_t e = 0; e < map.size(); ++e)
      if (map[e] >= 0) inverse[static_cast<std::size_t>(map[e])] = static_cast<int64_t>(e);
    const int64_t batches = m * n == 0 ? 0 : x.num_elements() / (m * n);
    tensor::Shape out_shape(x.shape().begin(), x.shape().end() - 2);
    if (band.lower != band.upper) out_shape.push_back(num_diags);
    out_shape.push_back(max_len);
    std::vector<int64_t> src;
    src.reserve(static_cast<std::size_t>(batches * per_batch));
    for (int64_t b = 0; b < batches; ++b)
      for (int64_t e : inverse) src.push_back(e < 0 ? -1 : b * m * n + e);
    return std::vector<Tensor>{gather_elements(x, src, out_shape, &padding)};
  };
  r.add(std::move(d));
}

// MatrixSetDiagV2Shape (common_shape_fns.cc): input of rank >= 2, diagonal of rank input - 1 for
// one diagonal or input for a band, k's bounds checked against known matrix dimensions; the
// output has the input's shape, its batch dimensions merged with the diagonal's.
std::vector<OutputSpec> matrix_set_diag_shape(const InferenceContext& c) {
  const TensorShape& s = c.input_shapes[0];
  const TensorShape& diag = c.input_shapes[1];
  const DType t = c.attr<DType>("T");
  if (s.has_rank() && *s.rank() < 2) throw OpValueError("Shape must be at least rank 2 but is rank " + num(*s.rank()));
  if (diag.has_rank() && *diag.rank() < 1) throw OpValueError("Shape must be at least rank 1 but is rank " + num(*diag.rank()));
  int64_t lower = 0, upper = 0;
  const Tensor* k = c.input_values[2];
  if (k && k->num_elements() >= 1 && k->num_elements() <= 2) {
    const std::vector<int64_t> kv = k->to_int64_vector();
    lower = kv[0];
    upper = kv.back();
    if (lower > upper) throw OpValueError("lower_diag_index is greater than upper_diag_index");
  }
  if (!s.has_rank()) return {{t, s}};
  const int64_t rank = *s.rank();
  if (k && diag.has_rank()) {
    const int64_t want = lower == upper ? rank - 1 : rank;
    if (*diag.rank() != want) throw OpValueError("Shape must be rank " + num(want) + " but is rank " + num(*diag.rank()));
  }
  const Dim m = s.dim(-2), n = s.dim(-1);
  if (m && n) {
    if (lower != 0 && (-*m >= lower || *n <= lower)) throw OpValueError("lower_diag_index is out of bound.");
    if (upper != 0 && (-*m >= upper || *n <= upper)) throw OpValueError("upper_diag_index is out of bound.");
  }
  if (!diag.has_rank() || s.is_fully_defined()) return {{t, s}};
  std::vector<Dim> dims(diag.as_list().begin(), diag.as_list().end() - (lower == upper ? 1 : 2));
  dims.push_back(Dim());
  dims.push_back(Dim());
  return {{t, s.merge_with(TensorShape(std::move(dims)))}};
}

// MatrixSetDiagV3 (matrix_set_diag_op.cc MatrixSetDiagOp): input (..., M, N) with the band
// k = [lower, upper] replaced by diagonal ((..., max_len) for one diagonal, else
// (..., num_diags, max_len)), each diagonal aligned by `align`.
void add_matrix_set_diag(OpRegistry& r) {
  OpDef d = make("MatrixSetDiagV3", "Returns a batched matrix tensor with new batched diagonal values.");
  d.inputs = {arg("input", "T"), arg("diagonal", "T"), fixed_arg("k", DType::Int32)};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", ""), plain_attr("align", "string", std::string("RIGHT_LEFT"))};
  d.shape_fn = +[](const InferenceContext& c) { return matrix_set_diag_shape(c); };
  d.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const Tensor& diag = c.inputs[1];
    const Tensor& k = c.inputs[2];
    if (k.rank() > 1) throw invalid_argument("diag_index must be a scalar or vector, received shape: " + tensor::shape_debug_string(k.shape()));
    if (k.num_elements() == 0) throw invalid_argument("diag_index must have at least one element");
    if (k.num_elements() > 2)
      throw invalid_argument("diag_index must have only one or two elements, received " + num(k.num_elements()) + " elements.");
    const std::vector<int64_t> kv = k.to_int64_vector();
    const diag_layout::Band band{kv[0], kv.back()};
    if (x.rank() < 2) throw invalid_argument("input must be at least 2-dim, received shape: " + tensor::shape_debug_string(x.shape()));
    if (diag.rank() < 1) throw invalid_argument("diagonal must be at least 1-dim, received shape: " + tensor::shape_debug_string(diag.shape()));
    const int64_t m = x.shape()[x.rank() - 2], n = x.shape()[x.rank() - 1];
    if (!((-m < band.lower && band.lower < n) || band.lower == 0))
      throw invalid_argument("lower_diag_index is out of bound: " + num(band.lower) + " It must be between " + num(-m) + " and " + num(n));
    if (!((-m < band.upper && band.upper < n) || band.upper == 0))
      throw invalid_argument("upper_diag_index is out of bound: " + num(band.upper) + " It must be between " + num(-m) + " and " + num(n));
    if (band.lower > band.upper)
      throw invalid_argument("lower_diag_index must not be larger than upper_diag_index: " + num(band.lower) + " > " + num(band.upper));
    const int64_t num_diags = band.num_diags();
    if (num_diags > 1 && (diag.rank() < x.rank() || diag.shape()[x.rank() - 2] != num_diags))
      throw invalid_argument("The number of diagonals provided in `diag` is not consistent with `lower_diag_index` and `upper_diag_index`");
    const int64_t max_len = std::min(m + std::min<int64_t>(band.upper, 0), n - std::max<int64_t>(band.lower, 0));
    tensor::Shape expected(x.shape().begin(), x.shape().end() - 2);
    if (num_diags > 1) expected.push_back(num_diags);
    expected.push_back(max_len);
    if (diag.shape() != expected)
      throw invalid_argument("Either first dimensions of diagonal don't match input.shape[:-2], or diagonal.shape[:-1] is not equal to "
                             "the longests diagonal in range [lower_diag_index:upper_diag_index].\nInput shape: " +
                             tensor::shape_debug_string(x.shape()) + "\nDiagonal shape: " + tensor::shape_debug_string(diag.shape()) +
                             "\nExpected diagonal shape: " + tensor::shape_debug_string(expected));
    // Each element of the band takes its value from the compact diagonals; the rest stay.
    const std::vector<int64_t> map = diag_layout::matrix_to_compact(band, m, n, std::max<int64_t>(max_len, 0), c.attr<std::string>("align"));
    const int64_t batches = m * n == 0 ? 0 : x.num_elements() / (m * n);
    const int64_t per_batch = num_diags * max_len;
    std::vector<int64_t> all(static_cast<std::size_t>(x.num_elements()));
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int64_t>(i);
    Tensor out = gather_elements(x, all, x.shape());
    tensor::visit_movable(x.dtype(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      T* o = out.mutable_data<T>();
      const T* dv = diag.data<T>();
      for (int64_t b = 0; b < batches; ++b)
        for (int64_t e = 0; e < m * n; ++e)
          if (const int64_t i = map[static_cast<std::size_t>(e)]; i >= 0) o[b * m * n + e] = dv[b * per_batch + i];
    });
    return std::vector<Tensor>{out};
  };
  r.add(std::move(d));
}

// Cross: the cross product of the 3-element vectors along the last axis of two same-shaped
// tensors (CrossOp: InvalidArgument for unequal shapes, FailedPrecondition unless the last
// dimension is 3).
void add_cross(OpRegistry& r) {
  OpDef d = make("Cross", "Compute the pairwise cross product.");
  d.inputs = {arg("a", "T"), arg("b", "T")};
  d.outputs = {arg("product", "T")};
  d.attrs = {type_attr("T", "float32, float64, int32, uint8, int16, int8, int64, bfloat16, uint16, float16, uint32, uint64")};
  d.shape_fn = +[](const InferenceContext& c) {
    TensorShape a = c.input_shapes[0];
    for (int i : {0, 1})
      if (c.input_shapes[i].has_rank() && *c.input_shapes[i].rank() < 1)
        throw OpValueError("Shape must be at least rank 1 but is rank 0");
    if (!a.is_compatible_with(c.input_shapes[1]))
      throw OpValueError("Dimensions must be equal, but are " + a.debug_string() + " and " + c.input_shapes[1].debug_string());
    a = a.merge_with(c.input_shapes[1]);
    if (a.has_rank() && a.as_list().back() && *a.as_list().back() != 3)
      throw OpValueError("Dimension must be 3 but is " + num(*a.as_list().back()));
    return op_def_builders::one(c.attr<DType>("T"), a);
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& a = c.inputs[0];
    const Tensor& b = c.inputs[1];
    if (a.shape() != b.shape())
      throw invalid_argument("Both inputs must be of same shape: " + tensor::shape_debug_string(a.shape()) + " vs. " +
                             tensor::shape_debug_string(b.shape()));
    if (a.rank() < 1) throw invalid_argument("Input must be at least 1D" + tensor::shape_debug_string(a.shape()));
    if (a.shape().back() != 3)
      throw tensor::OpError(tensor::OpError::Code::FailedPrecondition, "Cross-products are only defined for 3-element vectors.");
    Tensor out = Tensor::zeros(a.dtype(), a.shape());
    tensor::visit_dtype(a.dtype(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_arithmetic_v<T> && !std::is_same_v<T, bool>) {
        const T* x = a.data<T>();
        const T* y = b.data<T>();
        T* o = out.mutable_data<T>();
        for (int64_t i = 0; i < a.num_elements(); i += 3) {
          o[i] = x[i + 1] * y[i + 2] - x[i + 2] * y[i + 1];
          o[i + 1] = x[i + 2] * y[i] - x[i] * y[i + 2];
          o[i + 2] = x[i] * y[i + 1] - x[i + 1] * y[i];
        }
      }
    });
    return std::vector<Tensor>{out};
  };
  r.add(std::move(d));
}

}  // namespace

void register_linalg_ops(OpRegistry& r) {
  add_qr(r);
  add_matrix_diag_part(r);
  add_matrix_set_diag(r);
  add_cross(r);
}

}  // namespace tfplay::graph
