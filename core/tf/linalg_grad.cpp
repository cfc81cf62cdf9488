// Gradients of the linear-algebra ops (TF: tensorflow/python/ops/linalg_grad.py
// _MatrixInverseGrad, _MatrixDeterminantGrad, _LogMatrixDeterminantGrad, _MatrixSolveGrad,
// _MatrixTriangularSolveGrad, _CholeskyGrad, _SelfAdjointEigV2Grad, _SvdGrad, _EinsumGrad,
// _MatrixSquareRootGrad;
// array_grad.py _MatrixDiagV3Grad,
// _MatrixSetDiagGradV3, _MatrixDiagPartV3Grad), for real matrices.
#include <algorithm>
#include <optional>
#include <set>

#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/gradient_registry.h"
#include "core/tensor/kernels.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/tensor_ops.h"

namespace tfplay::tf::grad {

using py::Ref;
using tensor::DType;
using Grads = std::vector<Ref>;

namespace {

bool attr_flag(const OpRecord& op, const char* name) { return std::get<bool>(op.attrs.at(name)); }

// math_ops.matmul(a, b, adjoint_a, adjoint_b) on real matrices: MatMul for two matrices,
// BatchMatMulV2 otherwise.
Ref matmul(const Ref& a, const Ref& b, bool adjoint_a, bool adjoint_b) {
  const auto ra = static_shape(a).rank(), rb = static_shape(b).rank();
  if (ra && rb && *ra == 2 && *rb == 2) return gen("MatMul", {a, b}, {{"transpose_a", adjoint_a}, {"transpose_b", adjoint_b}});
  return gen("BatchMatMulV2", {a, b}, {{"adj_x", adjoint_a}, {"adj_y", adjoint_b}});
}

// _linalg.adjoint for real matrices: the last two axes swapped.
Ref matrix_adjoint(const Ref& x) { return swap_last_two_axes(x, *static_shape(x).rank()); }

// shape(x) followed by [1, 1]: the shape that lines a batch of scalars up with the matrices.
Ref with_two_ones(const Ref& x) { return gen("ConcatV2", {py::List({shape(x), ints({1, 1})}), scalar(0, DType::Int32, "concat/axis")}); }

// d inv(A) = -inv(A)^T grad inv(A)^T (with adjoint=True, the transposes swap sides).
Grads matrix_inverse_grad(const OpRecord& op, const Grads& g) {
  const Ref& ainv = op.outputs[0];
  const bool adjoint = attr_flag(op, "adjoint");
  return {neg(matmul(ainv, matmul(g[0], ainv, adjoint, !adjoint), !adjoint, adjoint))};
}

// d det(A) = grad * det(A) * inv(A)^T, the scalar per matrix broadcast over it.
Grads matrix_determinant_grad(const OpRecord& op, const Grads& g) {
  const Ref &a = op.inputs[0], &c = op.outputs[0];
  Ref a_adj_inv = gen("MatrixInverse", {a}, {{"adjoint", true}});
  Ref multipliers = reshape(mul(g[0], c), with_two_ones(c));
  return {mul(multipliers, a_adj_inv)};
}

// d log|det(A)| = grad * inv(A)^T; the sign output has no gradient.
Grads log_matrix_determinant_grad(const OpRecord& op, const Grads& g) {
  Ref a_adj_inv = gen("MatrixInverse", {op.inputs[0]}, {{"adjoint", true}});
  Ref grad_b = g[1] ? g[1] : zeros_like(op.outputs[1]);
  return {mul(reshape(grad_b, with_two_ones(grad_b)), a_adj_inv)};
}

// X = A^-1 B: grad_B = A^-T grad, grad_A = -grad_B X^T (adjoint: -X grad_B^T).
Grads matrix_solve_grad(const OpRecord& op, const Grads& g) {
  const Ref &a = op.inputs[0], &c = op.outputs[0];
  const bool adjoint = attr_flag(op, "adjoint");
  Ref grad_b = gen("MatrixSolve", {a, g[0]}, {{"adjoint", !adjoint}});
  Ref grad_a = adjoint ? neg(matmul(c, grad_b, false, true)) : neg(matmul(grad_b, c, false, true));
  return {grad_a, grad_b};
}

// X = T^-1 B for a triangle T: grad_B solves with T^T; grad_A = -grad_B X^T (adjoint: -X
// grad_B^T), kept to T's triangle (MatrixBandPart).
Grads matrix_triangular_solve_grad(const OpRecord& op, const Grads& g) {
  const Ref &a = op.inputs[0], &b = op.inputs[1], &c = op.outputs[0];
  const bool adjoint = attr_flag(op, "adjoint"), lower = attr_flag(op, "lower");
  Ref grad_b = gen("MatrixTriangularSolve", {a, g[0]}, {{"lower", lower}, {"adjoint", !adjoint}});
  Ref grad_a = adjoint ? neg(matmul(c, grad_b, false, true)) : neg(matmul(grad_b, c, false, true));
  grad_a = lower ? gen("MatrixBandPart", {grad_a, scalar(-1, DType::Int64), scalar(0, DType::Int64)})
                 : gen("MatrixBandPart", {grad_a, scalar(0, DType::Int64), scalar(-1, DType::Int64)});
  const tensor::TensorShape &sa = static_shape(a), &sb = static_shape(b);
  if (!(sa.is_fully_defined() && sb.is_fully_defined() && sa == static_shape(grad_a) && sb == static_shape(grad_b)))
    py::raise(py::E().NotImplementedError, "tfplay's gradient of MatrixTriangularSolve needs equal, known batch shapes");
  return {grad_a, grad_b};
}

// A = L L^T: with L^-1 from a triangular solve against the identity and
// middle = Phi(L^T grad) (the lower triangle, half its diagonal), grad_A is the symmetric part
// of L^-T middle L^-1.
Grads cholesky_grad(const OpRecord& op, const Grads& g) {
  const Ref& l = op.outputs[0];
  const tensor::TensorShape& s = static_shape(l);
  if (!s.is_fully_defined())
    py::raise(py::E().NotImplementedError, "tfplay's gradient of Cholesky needs a matrix of known shape");
  const std::vector<int64_t> dims = s.concrete();
  const int64_t n = dims.back();
  // linalg_ops.eye(num_rows, batch_shape, dtype): the identity broadcast over the batch.
  std::vector<double> eye_values(static_cast<std::size_t>(s.num_elements().value()), 0.0);
  for (std::size_t i = 0; i < eye_values.size(); ++i)
    if ((i % static_cast<std::size_t>(n * n)) % static_cast<std::size_t>(n + 1) == 0) eye_values[i] = 1.0;
  const tensor::Tensor eye = tensor::cast(tensor::Tensor::from_vector<double>(DType::Float64, dims, eye_values), dtype(l));
  Ref l_inverse = gen("MatrixTriangularSolve", {l, constant_tensor(eye, "eye")}, {{"lower", true}, {"adjoint", false}});
  Ref middle = matmul(l, g[0], true, false);
  middle = matrix_set_diag(middle, mul(scalar(0.5, dtype(l)), matrix_diag_part(middle)));
  middle = gen("MatrixBandPart", {middle, scalar(-1, DType::Int64), scalar(0, DType::Int64)});
  Ref grad_a = matmul(matmul(l_inverse, middle, true, false), l_inverse, false, false);
  grad_a = binary("add", "AddV2", grad_a, matrix_adjoint(grad_a));
  return {mul(grad_a, scalar(0.5, dtype(l)))};
}

// _SafeReciprocal(x): x / (x^2 + 1e-20), 0 where x is 0.
Ref safe_reciprocal(const Ref& x) {
  Ref square = mul(x, x);  // before the epsilon's constant, as x * x + epsilon runs
  return mul(x, gen("Reciprocal", {binary("add", "AddV2", square, scalar(1e-20, dtype(x)))}));
}

// A = V diag(e) V^T: grad_A = V (diag(grad_e) + F o (V^T grad_V)) V^T with
// F_ij = 1 / (e_j - e_i) off the diagonal (_SafeReciprocal: x / (x^2 + 1e-20)); without the
// vectors, V diag(grad_e) V^T from a second decomposition. The op reads A's lower triangle, so
// the gradient is symmetrised onto it (the diagonal halved).
Grads self_adjoint_eig_grad(const OpRecord& op, const Grads& g) {
  const Ref& e = op.outputs[0];
  Ref grad_e = g[0] ? g[0] : zeros_like(e);
  Ref grad_a;
  if (attr_flag(op, "compute_v")) {
    const Ref& v = op.outputs[1];
    Ref grad_v = g[1] ? g[1] : zeros_like(v);
    Ref rows = gen("ExpandDims", {e, scalar(-2, DType::Int32)});
    Ref diff = binary("sub", "Sub", rows, gen("ExpandDims", {e, scalar(-1, DType::Int32)}));
    Ref f = matrix_set_diag(safe_reciprocal(diff), zeros_like(e));
    Ref inner = binary("add", "AddV2", matrix_diag(grad_e), mul(f, matmul(v, grad_v, true, false)));
    grad_a = matmul(v, matmul(inner, v, false, true), false, false);
  } else {
    Ref v = run_op("SelfAdjointEigV2", {op.inputs[0]}, {{"compute_v", true}}).at(1);
    grad_a = matmul(v, matmul(matrix_diag(grad_e), v, false, true), false, false);
  }
  grad_a = gen("MatrixBandPart", {binary("add", "AddV2", grad_a, matrix_adjoint(grad_a)), scalar(-1, DType::Int64), scalar(0, DType::Int64)});
  return {matrix_set_diag(grad_a, mul(scalar(0.5, dtype(e)), matrix_diag_part(grad_a)))};
}

// The columns [begin, end) of a batch of matrices (x[..., :, begin:end]).
Ref columns(const Ref& x, int64_t begin, int64_t end) {
  auto slice = [](Ref lo, Ref hi) { return py::make_object<py::SliceObject>(py::T().slice, lo, hi, py::None()); };
  return tensor_getitem(x, py::Tuple({py::Ellipsis(), slice(py::None(), py::None()), slice(py::Int(begin), py::Int(end))}));
}

// A = U S V^T (Townsend's derivation for thin factors): for m <= n (else the same for A^T),
// grad_A = U (diag(grad_s) + (F o U^T gU + its transpose) S + S (F o V1^T gV1 + its transpose))
// V1^T, plus U S^-1 (gV1^T - gV1^T V1 V1^T) when m < n, with F_ij = 1 / (s_j^2 - s_i^2) off the
// diagonal. Without compute_uv, U diag(grad_s) V^T from a second decomposition.
Grads svd_grad(const OpRecord& op, const Grads& g) {
  const Ref& a = op.inputs[0];
  const tensor::TensorShape& a_shape = static_shape(a);
  Ref grad_s = g[0] ? g[0] : zeros_like(op.outputs[0]);
  Ref grad_s_mat = matrix_diag(grad_s);
  if (!attr_flag(op, "compute_uv")) {
    std::vector<Ref> usv = run_op("Svd", {a}, {{"compute_uv", true}, {"full_matrices", false}});
    return {matmul(usv[1], matmul(grad_s_mat, usv[2], false, true), false, false)};
  }
  if (!a_shape.has_rank() || !a_shape.dim(-2) || !a_shape.dim(-1))
    py::raise(py::E().NotImplementedError, "SVD gradient has not been implemented for input with unknown inner matrix shape.");
  int64_t m = *a_shape.dim(-2), n = *a_shape.dim(-1);
  Ref s = op.outputs[0], u = op.outputs[1], v = op.outputs[2];
  Ref grad_u = g[1] ? g[1] : zeros_like(u), grad_v = g[2] ? g[2] : zeros_like(v);
  const bool use_adjoint = m > n;
  if (use_adjoint) {
    std::swap(m, n);
    std::swap(u, v);
    std::swap(grad_u, grad_v);
  }
  const bool full = attr_flag(op, "full_matrices");
  if (full && std::abs(m - n) > 1)
    py::raise(py::E().NotImplementedError, "svd gradient is not implemented for abs(m - n) > 1 when full_matrices is True");
  Ref s_mat = matrix_diag(s);
  Ref s_diag = matrix_diag_part(s_mat);
  Ref s_2 = gen("Square", {s});
  // One op-making step per statement, in the Python expression's order.
  Ref s_2_rows = gen("ExpandDims", {s_2, scalar(-2, DType::Int32)});
  Ref s_2_cols = gen("ExpandDims", {s_2, scalar(-1, DType::Int32)});
  Ref reciprocals = safe_reciprocal(binary("sub", "Sub", s_2_rows, s_2_cols));
  Ref f = matrix_set_diag(reciprocals, zeros_like(s));
  Ref s_inv_mat = matrix_diag(safe_reciprocal(s_diag));
  Ref v1 = columns(v, 0, m), grad_v1 = columns(grad_v, 0, m);
  Ref f_u = mul(f, matmul(u, grad_u, true, false));
  Ref f_v = mul(f, matmul(v1, grad_v1, true, false));
  Ref term1_nouv = binary("add", "AddV2",
                          binary("add", "AddV2", grad_s_mat, matmul(binary("add", "AddV2", f_u, matrix_adjoint(f_u)), s_mat, false, false)),
                          matmul(s_mat, binary("add", "AddV2", f_v, matrix_adjoint(f_v)), false, false));
  Ref grad_a = matmul(u, matmul(term1_nouv, v1, false, true), false, false);
  if (m != n) {
    Ref gv1t = matrix_adjoint(grad_v1);
    Ref term2_nous = binary("sub", "Sub", gv1t, matmul(matmul(gv1t, v1, false, false), v1, false, true));
    if (full) {
      Ref v2 = columns(v, m, n), grad_v2 = columns(grad_v, m, n);
      term2_nous = binary("sub", "Sub", term2_nous, matmul(matmul(v1, grad_v2, true, false), v2, false, true));
    }
    grad_a = binary("add", "AddV2", grad_a, matmul(matmul(u, s_inv_mat, false, false), term2_nous, false, false));
  }
  return {use_adjoint ? matrix_adjoint(grad_a) : grad_a};
}

// ---- _EinsumGrad ------------------------------------------------------------------------------

constexpr const char* kEllipsis = "...";

bool has_ellipsis(const std::string& subs) { return subs.find(kEllipsis) != std::string::npos; }

// _GetAxisFromLabel: the label's axis, counted from the end when it follows the ellipsis.
int64_t axis_from_label(const std::string& subs, char label) {
  const auto at = subs.find(kEllipsis);
  const std::string head = at == std::string::npos ? subs : subs.substr(0, at);
  if (const auto i = head.find(label); i != std::string::npos) return static_cast<int64_t>(i);
  const std::string tail = subs.substr(at + 3);
  return static_cast<int64_t>(tail.find(label)) - static_cast<int64_t>(tail.size());
}

// The labels of `subs` missing from `others` (and never '.'), in a fixed (sorted) order; TF
// iterates a Python set, whose order is arbitrary.
std::string labels_not_in(const std::string& subs, const std::string& others) {
  std::string out;
  for (char c : subs)
    if (c != '.' && others.find(c) == std::string::npos && out.find(c) == std::string::npos) out += c;
  std::sort(out.begin(), out.end());
  return out;
}

Ref einsum(const std::vector<Ref>& inputs, const std::string& equation) {
  return gen("Einsum", {py::List(inputs)}, {{"equation", equation}});
}

Ref shape_dim(const Ref& shape_vector, int64_t axis) { return tensor_getitem(shape_vector, py::Int(axis)); }

Ref shape_slice(const Ref& shape_vector, int64_t start, std::optional<int64_t> end) {
  Ref stop = end ? Ref(py::Int(*end)) : py::None();
  return tensor_getitem(shape_vector, py::make_object<py::SliceObject>(py::T().slice, py::Int(start), stop, py::None()));
}

// _GetGradReduced: the gradient of the unary einsum input_subs -> output_subs that sums the
// `reduced` labels: the gradient reshaped with 1s for them and broadcast, then (for repeated
// labels or transposes) an einsum back to the input's subscripts.
Ref grad_reduced(const Ref& output_grad, const std::string& output_subs, const std::string& input_subs, const Ref& input_shape,
                 const std::string& reduced) {
  std::vector<int64_t> reduced_axes;
  std::vector<Ref> reduced_dims;
  for (char l : reduced) {
    reduced_axes.push_back(axis_from_label(input_subs, l));
    reduced_dims.push_back(shape_dim(input_shape, reduced_axes.back()));
  }
  auto distinct = [](const std::string& t) { return std::set<char>(t.begin(), t.end()).size(); };
  const bool repeated = distinct(input_subs) + distinct(output_subs) < input_subs.size() + output_subs.size();
  std::string without_reduced;
  for (char c : input_subs)
    if (reduced.find(c) == std::string::npos) without_reduced += c;
  if (!repeated && without_reduced == output_subs) {
    // math_ops.reduced_shape(input_shape, reduced_axes): 1 along the reduced axes.
    const int64_t rank = static_cast<int64_t>(input_subs.size());
    std::vector<Ref> dims;
    for (int64_t i = 0; i < rank; ++i) {
      bool is_reduced = false;
      for (int64_t ax : reduced_axes) is_reduced = is_reduced || ax == i || ax + rank == i;
      dims.push_back(is_reduced ? Ref(py::Int(1)) : shape_dim(input_shape, i));
    }
    return gen("BroadcastTo", {reshape(output_grad, tf_call("stack", {py::List(dims)})), input_shape});
  }
  Ref grad_shape = tf_call("concat", {py::List({tf_call("stack", {py::List(reduced_dims)}), shape(output_grad)}), py::Int(0)});
  std::vector<int64_t> ones(reduced.size(), 1);
  Ref reduced_shape_v = tf_call("concat", {py::List({ints(ones), shape(output_grad)}), py::Int(0)});
  Ref broadcast = gen("BroadcastTo", {reshape(output_grad, reduced_shape_v), grad_shape});
  return einsum({broadcast}, reduced + output_subs + "->" + input_subs);
}

// _GetGradWrt: the gradient of a binary einsum with respect to the operand with `input_subs`.
Ref grad_wrt(const Ref& output_grad, const Ref& other, const Ref& input_shape, const std::string& input_subs,
             const std::string& other_subs, const std::string& output_subs) {
  const std::string reduced = labels_not_in(input_subs, output_subs + other_subs);
  std::string left;
  for (char c : input_subs)
    if (reduced.find(c) == std::string::npos) left += c;
  Ref g = einsum({output_grad, other}, output_subs + "," + other_subs + "->" + left);
  if (reduced.empty()) return g;
  return grad_reduced(g, left, input_subs, input_shape, reduced);
}

// _GetBcastSubshape: the [start, end) axes the ellipsis covers (end counted from the back).
std::pair<int64_t, std::optional<int64_t>> bcast_subshape(const std::string& subs) {
  const auto start = subs.find(kEllipsis);
  if (start == std::string::npos) return {0, 0};
  const int64_t remaining = static_cast<int64_t>(subs.size() - (start + 3));
  return {static_cast<int64_t>(start), remaining > 0 ? std::optional<int64_t>(-remaining) : std::nullopt};
}

// The static dims a [start, end) range of a shape covers, when its rank is known.
std::optional<std::vector<tensor::Dim>> static_range(const tensor::TensorShape& s, int64_t start, std::optional<int64_t> end) {
  if (!s.has_rank()) return std::nullopt;
  const std::vector<tensor::Dim>& d = s.as_list();
  const int64_t n = static_cast<int64_t>(d.size());
  const int64_t stop = end ? (*end < 0 ? n + *end : *end) : n;
  if (start > stop) return std::vector<tensor::Dim>{};
  return std::vector<tensor::Dim>(d.begin() + start, d.begin() + stop);
}

Grads einsum_grad(const OpRecord& op, const Grads& g) {
  const std::string equation = std::get<std::string>(op.attrs.at("equation"));
  const auto arrow = equation.find("->");
  const std::string input_subs = equation.substr(0, arrow), output_subs = equation.substr(arrow + 2);
  if (op.inputs.size() == 1) {
    Ref input_shape = shape(op.inputs[0]);
    const std::string reduced = labels_not_in(input_subs, output_subs);
    if (reduced.empty()) return {einsum({g[0]}, output_subs + "->" + input_subs)};
    return {grad_reduced(g[0], output_subs, input_subs, input_shape, reduced)};
  }
  const auto comma = input_subs.find(',');
  std::string x_subs = input_subs.substr(0, comma), y_subs = input_subs.substr(comma + 1);
  if (has_ellipsis(output_subs)) {
    if (!has_ellipsis(x_subs)) x_subs += kEllipsis;
    if (!has_ellipsis(y_subs)) y_subs += kEllipsis;
  }
  const Ref &x = op.inputs[0], &y = op.inputs[1];
  Ref x_shape = shape(x), y_shape = shape(y);
  Ref grad_x = grad_wrt(g[0], y, x_shape, x_subs, y_subs, output_subs);
  Ref grad_y = grad_wrt(g[0], x, y_shape, y_subs, x_subs, output_subs);
  if (!has_ellipsis(output_subs)) return {grad_x, grad_y};
  const auto [bx_start, bx_end] = bcast_subshape(x_subs);
  const auto [by_start, by_end] = bcast_subshape(y_subs);
  const tensor::TensorShape &sx = static_shape(x), &sy = static_shape(y);
  if (sx.is_fully_defined() && sy.is_fully_defined() && static_range(sx, bx_start, bx_end) == static_range(sy, by_start, by_end))
    return {grad_x, grad_y};
  std::vector<Ref> r = run_op("BroadcastGradientArgs", {shape_slice(x_shape, bx_start, bx_end), shape_slice(y_shape, by_start, by_end)}, {},
                              "BroadcastGradientArgs");
  auto unbroadcast = [](const Ref& grad, int64_t start, const Ref& axes, const Ref& full_shape) {
    return reshape(reduce_sum(grad, py::binary_op(py::ast::BinOpKind::Add, py::Int(start), axes), false), full_shape);
  };
  return {unbroadcast(grad_x, bx_start, r.at(0), x_shape), unbroadcast(grad_y, by_start, r.at(1), y_shape)};
}

// _MatrixSquareRootGrad: R = sqrtm(A) solves the Sylvester equation dA = R dR + dR R, i.e.
// (I (x) R^T + R (x) I) vec(dR^T) = vec(dA^T) with Kronecker products (x); MatrixSolve on that
// system, for real matrices of a known static shape.
Grads matrix_square_root_grad(const OpRecord& op, const Grads& g) {
  const Ref& sqrtm = op.outputs[0];
  const tensor::TensorShape& s = static_shape(sqrtm);
  if (!s.is_fully_defined() || tensor::is_complex(dtype(sqrtm)))
    py::raise(py::E().NotImplementedError, "tfplay's gradient of MatrixSquareRoot needs real matrices of a known shape");
  const std::vector<tensor::Dim>& dims = s.as_list();
  std::vector<int64_t> batch;
  for (std::size_t i = 0; i + 2 < dims.size(); ++i) batch.push_back(*dims[i]);
  const int64_t m = *dims.back();
  auto with_batch = [&batch](std::vector<int64_t> tail) {
    std::vector<int64_t> out = batch;
    out.insert(out.end(), tail.begin(), tail.end());
    return ints(out);
  };
  // _KroneckerProduct of two batches of m x m matrices.
  // Named locals keep the ops in Python's order on every compiler (see pow_grad).
  auto kron = [&](const Ref& b1, const Ref& b2) {
    Ref b1_reshape = reshape(b1, with_batch({m, 1, m, 1}));
    Ref b2_reshape = reshape(b2, with_batch({1, m, 1, m}));
    return reshape(mul(b1_reshape, b2_reshape), with_batch({m * m, m * m}));
  };
  std::vector<Ref> batch_items;
  for (int64_t b : batch) batch_items.push_back(py::Int(b));
  Ref eye = tf_call("eye", {py::Int(m)}, {{"batch_shape", py::List(batch_items)}, {"dtype", function::dtype_object(dtype(sqrtm))}});
  Ref sqrtm_transpose = matrix_adjoint(sqrtm);
  Ref k1 = kron(eye, sqrtm_transpose);
  Ref k2 = kron(sqrtm, eye);
  Ref ksum = binary("add", "AddV2", k1, k2);
  Ref vec_da = reshape(matrix_adjoint(g[0]), with_batch({m * m, 1}));
  Ref vec_dsqrtm = gen("MatrixSolve", {ksum, vec_da}, {{"adjoint", false}});
  return {matrix_adjoint(reshape(vec_dsqrtm, const_shape(s)))};
}

}  // namespace

// linalg_grad._QrGrad for real matrices: with qdq = Q^T dQ and rdr = R dR^T, their
// antisymmetric parts' lower triangle `tril`, grad_A = Q (dR + tril R^-T) + (dQ - Q qdq) R^-T for
// num_rows >= num_cols (thin Q); for num_rows < num_cols the square block u = R[:, :m] takes
// that formula with dQ + Y dV^T (Y = A[:, m:], dV = dR[:, m:]) and Y's gradient is Q dV.
Grads qr_grad(const OpRecord& op, const Grads& g) {
  const Ref &q = op.outputs[0], &r = op.outputs[1];
  const tensor::TensorShape &qs = static_shape(q), &rs = static_shape(r);
  if (dtype(q) == DType::Complex64 || dtype(q) == DType::Complex128)
    py::raise(py::E().NotImplementedError, "tfplay's gradient of Qr supports real matrices only");
  if (!rs.has_rank() || !rs.dim(-2) || !rs.dim(-1))
    py::raise(py::E().NotImplementedError, "QrGrad not implemented with dynamic shapes. Received r.shape: " + rs.str());
  const int64_t r_rows = *rs.dim(-2), r_cols = *rs.dim(-1);
  if (r_rows > r_cols && qs.dim(-2) && qs.dim(-1) && *qs.dim(-2) == *qs.dim(-1))
    py::raise(py::E().NotImplementedError, "QrGrad not implemented when nrows > ncols and full_matrices is true. Received r.shape=" +
                                               rs.str() + " with nrows=" + std::to_string(r_rows) + "and ncols=" + std::to_string(r_cols) + ".");
  const Ref dq = g[0] ? g[0] : zeros_like(q);
  const Ref dr = g[1] ? g[1] : zeros_like(r);
  // _TriangularSolve(x, r): x R^-T for an upper-triangular R.
  auto triangular_solve = [](const Ref& x, const Ref& rr) {
    return matrix_adjoint(gen("MatrixTriangularSolve", {rr, matrix_adjoint(x)}, {{"lower", false}, {"adjoint", false}}));
  };
  auto square_and_deep = [&](const Ref& qq, const Ref& rr, const Ref& dqq, const Ref& drr) {
    Ref qdq = matmul(qq, dqq, true, false);
    Ref qdq_ = binary("sub", "Sub", qdq, matrix_adjoint(qdq));
    Ref rdr = matmul(rr, drr, false, true);
    Ref rdr_ = binary("sub", "Sub", rdr, matrix_adjoint(rdr));
    Ref tril = gen("MatrixBandPart", {binary("add", "AddV2", qdq_, rdr_), scalar(-1, DType::Int64), scalar(0, DType::Int64)});
    Ref grad_a = matmul(qq, binary("add", "AddV2", drr, triangular_solve(tril, rr)), false, false);
    Ref grad_b = triangular_solve(binary("sub", "Sub", dqq, matmul(qq, qdq, false, false)), rr);
    return binary("add", "AddV2", grad_a, grad_b);
  };
  const int64_t num_rows = *qs.dim(-2);
  if (num_rows >= r_cols) return {square_and_deep(q, r, dq, dr)};
  const Ref& a = op.inputs[0];
  Ref y = columns(a, num_rows, r_cols);
  Ref u = columns(r, 0, num_rows);
  Ref dv = columns(dr, num_rows, r_cols);
  Ref du = columns(dr, 0, num_rows);
  Ref dy = matmul(q, dv, false, false);
  Ref dx = square_and_deep(q, u, binary("add", "AddV2", dq, matmul(y, dv, false, true)), du);
  return {gen("ConcatV2", {py::List({dx, dy}), scalar(-1, DType::Int32, "concat/axis")})};
}

void register_linalg_gradients() {
  register_gradient("Qr", qr_grad);
  register_gradient("Cholesky", cholesky_grad);
  register_gradient("Einsum", einsum_grad);
  register_gradient("SelfAdjointEigV2", self_adjoint_eig_grad);
  register_gradient("Svd", svd_grad);
  register_gradient("MatrixSquareRoot", matrix_square_root_grad);
  register_gradient("MatrixInverse", matrix_inverse_grad);
  register_gradient("MatrixDeterminant", matrix_determinant_grad);
  register_gradient("LogMatrixDeterminant", log_matrix_determinant_grad);
  register_gradient("MatrixSolve", matrix_solve_grad);
  register_gradient("MatrixTriangularSolve", matrix_triangular_solve_grad);
  // _MatrixDiagV3Grad: the diagonal part of the gradient; _MatrixSetDiagGradV3: the gradient
  // with a zero diagonal for the input, its diagonal for `diagonal` (main diagonal only).
  register_gradient("MatrixDiagV3", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("MatrixDiagPartV3", {g[0], op.inputs[1], scalar(0, dtype(g[0]))}, {{"align", op.attrs.at("align")}}),
                 nullptr, nullptr, nullptr, nullptr};
  });
  // _MatrixDiagPartV3Grad: matrix_diag of the gradient with the input's size when it is known,
  // else the gradient set as the band of a zero matrix.
  register_gradient("MatrixDiagPartV3", +[](const OpRecord& op, const Grads& g) {
    const tensor::TensorShape& s = static_shape(op.inputs[0]);
    if (s.has_rank() && *s.rank() >= 2 && s.dim(-1) && s.dim(-2))
      return Grads{gen("MatrixDiagV3", {g[0], op.inputs[1], py::Int(*s.dim(-2)), py::Int(*s.dim(-1)), scalar(0, dtype(g[0]))},
                       {{"align", op.attrs.at("align")}}),
                   nullptr, nullptr};
    return Grads{gen("MatrixSetDiagV3", {zeros_like(op.inputs[0]), g[0], op.inputs[1]}, {{"align", op.attrs.at("align")}}),
                 nullptr, nullptr};
  });
  // _MatrixSetDiagGradV3: the band k of the gradient (in the op's align) for the diagonal, the
  // gradient with that band zeroed for the input.
  register_gradient("MatrixSetDiagV3", +[](const OpRecord& op, const Grads& g) {
    Ref diag = gen("MatrixDiagPartV3", {g[0], op.inputs[2], scalar(0, dtype(g[0]))}, {{"align", op.attrs.at("align")}});
    Ref input = gen("MatrixSetDiagV3", {g[0], zeros_like(diag), op.inputs[2]}, {{"align", op.attrs.at("align")}});
    return Grads{input, diag, nullptr};
  });
}

}  // namespace tfplay::tf::grad
