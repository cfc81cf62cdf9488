// tf.linalg functions backed by the ops of core/graph/ops_linalg.cpp and ops_linalg_solve.cpp,
// named and converted as TF's Python builds them: the generated wrappers (gen_linalg_ops.qr,
// matrix_determinant, matrix_inverse, ...), array_ops.matrix_diag_part, matrix_diag,
// matrix_set_diag and matrix_transpose, and the composites of linalg_impl.py (logdet, adjoint,
// matvec, pinv), linalg_ops.py (cholesky_solve, matrix_triangular_solve, normalize, svd, eigh,
// eigvalsh, lstsq) and math_ops.trace.
#include "core/tf/linalg_api.h"

#include <algorithm>
#include <limits>

#include "core/python/protocols.h"
#include "core/tensor/kernels.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/tensor_ops.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

// A generated wrapper with one tensor input and a `name` (gen_linalg_ops.matrix_determinant,
// cholesky, ...).
py::NativeFn gen_unary(const char* op, const char* fn) {
  return [op, fn](CallArgs& a) { return apply_op1(op, {require(a, 0, "input", fn)}, {}, arg(a, 1, "name")); };
}

bool flag(CallArgs& a, std::size_t index, const char* name, bool fallback) {
  Ref v = arg(a, index, name);
  return present(v) ? py::truthy(v) : fallback;
}

// array_ops.matrix_transpose(a, name="matrix_transpose", conjugate=False): transpose with the
// last two axes swapped, inside its own name scope; ValueError below rank 2.
Ref matrix_transpose(const Ref& a_in, const Ref& name, bool conjugate) {
  OpScope s(present(name) ? name : py::Str("matrix_transpose"), "matrix_transpose");
  Ref a = convert_to_tensor(a_in, std::nullopt, "a");
  const tensor::TensorShape& shape = tensor_of(a)->shape;
  if (!shape.has_rank()) py::raise(py::E().NotImplementedError, "tfplay's tf.linalg.matrix_transpose needs a known rank");
  const int64_t ndims = *shape.rank();
  if (ndims < 2) {
    py::raise_value_error("Argument `a` should be a (batch) matrix with rank >= 2.  Received `a` = " + py::str(a) +
                          " with shape: " + py::str(function::shape_object(shape)));
  }
  std::vector<Ref> perm;
  for (int64_t i = 0; i < ndims - 2; ++i) perm.push_back(py::Int(i));
  perm.push_back(py::Int(ndims - 1));
  perm.push_back(py::Int(ndims - 2));
  return tf_call("transpose", {a}, {{"perm", py::List(perm)}, {"conjugate", py::Bool(conjugate)}});
}

// gen_linalg_ops.matrix_triangular_solve with the wrapper's keyword attributes.
Ref triangular(const Ref& matrix, const Ref& rhs, bool lower, bool adjoint) {
  return apply_op1("MatrixTriangularSolve", {matrix, rhs}, {{"lower", lower}, {"adjoint", adjoint}});
}

Ref mul(const Ref& a, const Ref& b) { return py::binary_op(py::ast::BinOpKind::Mult, a, b); }

// The static size of dimension `i` of `t`, or the tensor shape(t)[i] (tensor_shape.dimension_value
// or array_ops.shape).
Ref dim_size(const Ref& t, int i) {
  const tensor::TensorShape& s = tensor_of(t)->shape;
  if (s.has_rank() && s.dim(i)) return py::Int(*s.dim(i));
  return tensor_getitem(tf_call("shape", {t}), py::Int(i));
}

// linalg_ops._RegularizedGramianCholesky: cholesky(A^H A + l2 I) (first kind) or
// cholesky(A A^H + l2 I), the identity added only for a non-zero (or tensor) regularizer.
Ref regularized_gramian_cholesky(const Ref& matrix, const Ref& l2, bool first_kind) {
  Ref gramian = tf_call("linalg.matmul", {matrix, matrix}, {{"adjoint_a", py::Bool(first_kind)}, {"adjoint_b", py::Bool(!first_kind)}});
  if (tensor_of(l2) || py::truthy(py::compare(py::ast::CmpOpKind::NotEq, l2, py::Int(0)))) {
    const tensor::TensorShape& s = tensor_of(matrix)->shape;
    if (!s.is_fully_defined())
      py::raise(py::E().NotImplementedError, "tfplay's tf.linalg.lstsq with an l2_regularizer needs a matrix of known shape");
    const std::vector<int64_t> dims = s.concrete();
    std::vector<Ref> batch;
    for (std::size_t i = 0; i + 2 < dims.size(); ++i) batch.push_back(py::Int(dims[i]));
    Ref identity = tf_call("eye", {py::Int(dims[dims.size() - (first_kind ? 1 : 2)])},
                           {{"batch_shape", py::List(batch)}, {"dtype", function::dtype_object(dtype_of(matrix))}});
    gramian = py::binary_op(py::ast::BinOpKind::Add, gramian, mul(l2, identity));
  }
  return apply_op1("Cholesky", {gramian});
}

// linalg_ops.matrix_solve_ls: the composite (Cholesky of the regularized Gramian, then
// cholesky_solve) for fast=True unless the matrices are many and large, else the
// MatrixSolveLs op.
Ref lstsq(CallArgs& a) {
  Ref matrix_in = require(a, 0, "matrix", "lstsq");
  Ref rhs = require(a, 1, "rhs", "lstsq");
  Ref l2 = arg(a, 2, "l2_regularizer");
  if (!present(l2)) l2 = py::Float(0.0);
  const bool fast = flag(a, 3, "fast", true);
  Ref name = arg(a, 4, "name");
  Ref matrix = convert_to_tensor(matrix_in, std::nullopt, "matrix");
  const tensor::TensorShape& s = tensor_of(matrix)->shape;
  bool composite = fast;
  if (fast && s.is_fully_defined() && s.rank() && *s.rank() >= 2) {
    const std::vector<int64_t> dims = s.concrete();
    int64_t total = 1, batch = 1;
    for (std::size_t i = 0; i < dims.size(); ++i) {
      total *= dims[i];
      if (i + 2 < dims.size()) batch *= dims[i];
    }
    const bool io_bound = batch > std::min(dims[dims.size() - 2], dims.back());
    composite = !(total * static_cast<int64_t>(tensor::storage_size(dtype_of(matrix))) > 256000 && io_bound);
  }
  if (!composite) return apply_op1("MatrixSolveLs", {matrix, rhs, convert_to_tensor(l2, tensor::DType::Float64, "l2_regularizer")},
                                   {{"fast", fast}}, name);
  OpScope scope(name, "matrix_solve_ls");
  // TF indexes matrix.get_shape()[-2:][-2], a tuple index, so a vector fails there.
  if (s.has_rank() && *s.rank() < 2) py::raise(py::E().IndexError, "tuple index out of range");
  if (!s.has_rank() || !s.dim(-2) || !s.dim(-1))
    py::raise(py::E().NotImplementedError, "tfplay's tf.linalg.lstsq needs matrices of known size");
  if (*s.dim(-2) >= *s.dim(-1)) {
    Ref chol = regularized_gramian_cholesky(matrix, l2, true);
    return tf_call("linalg.cholesky_solve", {chol, tf_call("linalg.matmul", {matrix, rhs}, {{"adjoint_a", py::Bool(true)}})});
  }
  Ref chol = regularized_gramian_cholesky(matrix, l2, false);
  return tf_call("linalg.matmul", {matrix, tf_call("linalg.cholesky_solve", {chol, rhs})}, {{"adjoint_a", py::Bool(true)}});
}

// linalg_impl._maybe_validate_matrix for a known rank: a float matrix (or batch of them).
void maybe_validate_matrix(const Ref& a) {
  const tensor::DType dt = dtype_of(a);
  if (!tensor::is_floating(dt))
    py::raise(py::E().TypeError, "Input `a` must have `float`-like `dtype` (saw " + std::string(tensor::name(dt)) + ").");
  const tensor::TensorShape& s = tensor_of(a)->shape;
  if (s.has_rank() && *s.rank() < 2)
    py::raise(py::E().ValueError, "Input `a` must have at least 2 dimensions (saw: " + std::to_string(*s.rank()) + ").");
}

// linalg_impl.pinv: the SVD's singular values at most rcond * max(s) (default rcond
// 10 * max(rows, cols) * eps) become inf, then pinv = (v / s) u^H, its static shape set.
Ref pinv(CallArgs& a) {
  Ref a_in = require(a, 0, "a", "pinv");
  Ref rcond = arg(a, 1, "rcond");
  Ref name = arg(a, 3, "name");
  OpScope scope(present(name) ? name : py::Str("pinv"), "pinv");
  Ref x = convert_to_tensor(a_in, std::nullopt, "a");
  const tensor::DType dt = dtype_of(x);
  maybe_validate_matrix(x);
  if (!present(rcond)) {
    Ref rows = dim_size(x, -2), cols = dim_size(x, -1);
    const double eps = dt == tensor::DType::Float64 ? 2.220446049250313e-16 : 1.1920928955078125e-07;
    if (py::is_int(rows.get()) && py::is_int(cols.get())) {
      rcond = py::Float(10.0 * static_cast<double>(std::max(py::as_int(rows.get()), py::as_int(cols.get()))) * eps);
    } else {
      Ref largest = tf_call("cast", {tf_call("math.maximum", {rows, cols}), function::dtype_object(dt)});
      rcond = mul(mul(py::Float(10.0), largest), py::Float(eps));
    }
  }
  rcond = convert_to_tensor(rcond, dt, "rcond");
  std::vector<Ref> usv = apply_op("Svd", {x}, {{"compute_uv", true}, {"full_matrices", false}});
  Ref singular = usv[0];
  Ref cutoff = mul(rcond, tf_call("math.reduce_max", {singular}, {{"axis", py::Int(-1)}}));
  Ref keep = py::compare(py::ast::CmpOpKind::Gt, singular, tf_call("expand_dims", {cutoff, py::Int(-1)}));
  const double inf = std::numeric_limits<double>::infinity();
  singular = tf_call("where", {keep, singular, constant_tensor(tensor::cast(tensor::Tensor::scalar_double(inf), dt))});
  Ref scaled = py::binary_op(py::ast::BinOpKind::Div, usv[2], tf_call("expand_dims", {singular, py::Int(-2)}));
  Ref out = tf_call("linalg.matmul", {scaled, usv[1]}, {{"adjoint_b", py::Bool(true)}});
  const tensor::TensorShape& s = tensor_of(x)->shape;
  if (s.has_rank() && *s.rank() >= 2) {
    std::vector<tensor::Dim> dims(s.as_list().begin(), s.as_list().end() - 2);
    dims.push_back(s.dim(-1));
    dims.push_back(s.dim(-2));
    py::call_method(out, "set_shape", {function::shape_object(tensor::TensorShape(std::move(dims)))});
  }
  return out;
}

}  // namespace

void install_linalg_api(const Ref& tf) {
  Ref linalg = submodule_of(tf, "linalg");
  def(linalg, "qr", +[](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", "qr");
    Ref full = arg(a, 1, "full_matrices");
    std::vector<Ref> out = apply_op("Qr", {input}, {{"full_matrices", present(full) && py::truthy(full)}}, arg(a, 2, "name"));
    return result_tuple("Qr", {"q", "r"}, out);
  });
  tf->dict->set("qr", linalg->dict->get("qr"));
  def(linalg, "det", gen_unary("MatrixDeterminant", "matrix_determinant"));
  // linalg_ops.svd: (s, u, v), or s alone without compute_uv (math_ops.real keeps real s as is).
  def(linalg, "svd", +[](CallArgs& a) -> Ref {
    Ref tensor = require(a, 0, "tensor", "svd");
    const bool uv = flag(a, 2, "compute_uv", true);
    std::vector<Ref> out = apply_op("Svd", {tensor}, {{"compute_uv", uv}, {"full_matrices", flag(a, 1, "full_matrices", false)}},
                                    arg(a, 3, "name"));
    return uv ? Ref(py::Tuple({out[0], out[1], out[2]})) : out[0];
  });
  // linalg_ops.self_adjoint_eig / self_adjoint_eigvals: SelfAdjointEigV2 with compute_v.
  def(linalg, "eigh", +[](CallArgs& a) -> Ref {
    std::vector<Ref> out = apply_op("SelfAdjointEigV2", {require(a, 0, "tensor", "eigh")}, {{"compute_v", true}}, arg(a, 1, "name"));
    return py::Tuple({out[0], out[1]});
  });
  def(linalg, "eigvalsh", +[](CallArgs& a) -> Ref {
    return apply_op("SelfAdjointEigV2", {require(a, 0, "tensor", "eigvalsh")}, {{"compute_v", false}}, arg(a, 1, "name"))[0];
  });
  // gen_linalg_ops.matrix_square_root (tf.linalg.sqrtm, tf.matrix_square_root) and
  // matrix_logarithm (tf.linalg.logm).
  def(linalg, "sqrtm", gen_unary("MatrixSquareRoot", "matrix_square_root"));
  tf->dict->set("matrix_square_root", linalg->dict->get("sqrtm"));
  def(linalg, "logm", gen_unary("MatrixLogarithm", "matrix_logarithm"));
  // linalg_ops.eig / eigvals (also tf.eig, tf.eigvals): Eig with Tout complex64 for float32 and
  // complex64 input, complex128 for float64 and complex128; `tensor.dtype` is read first.
  for (const char* fn : {"eig", "eigvals"}) {
    const bool compute_v = std::string(fn) == "eig";
    def(linalg, fn, [compute_v](CallArgs& a) -> Ref {
      Ref tensor = require(a, 0, "tensor", compute_v ? "eig" : "eigvals");
      const tensor::DType dt = *dtype_arg(py::getattr(tensor, "dtype"));  // AttributeError for a list
      tensor::DType out;
      if (dt == tensor::DType::Float32 || dt == tensor::DType::Complex64) out = tensor::DType::Complex64;
      else if (dt == tensor::DType::Float64 || dt == tensor::DType::Complex128) out = tensor::DType::Complex128;
      else py::raise(py::E().UnboundLocalError, "cannot access local variable 'out_dtype' where it is not associated with a value");
      std::vector<Ref> ev = apply_op("Eig", {tensor}, {{"Tout", out}, {"compute_v", compute_v}}, arg(a, 1, "name"));
      return compute_v ? Ref(py::Tuple({ev[0], ev[1]})) : ev[0];
    });
    tf->dict->set(fn, linalg->dict->get(fn));
  }
  // gen_linalg_ops.lu: Lu(lu, p).
  def(linalg, "lu", +[](CallArgs& a) -> Ref {
    std::optional<tensor::DType> idx = dtype_arg(arg(a, 1, "output_idx_type"));
    std::vector<Ref> out = apply_op("Lu", {require(a, 0, "input", "lu")}, {{"output_idx_type", idx.value_or(tensor::DType::Int32)}},
                                    arg(a, 2, "name"));
    return result_tuple("Lu", {"lu", "p"}, out);
  });
  def(linalg, "lstsq", lstsq);
  def(linalg, "pinv", pinv);
  def(linalg, "cholesky", gen_unary("Cholesky", "cholesky"));
  def(linalg, "slogdet", +[](CallArgs& a) -> Ref {
    std::vector<Ref> out = apply_op("LogMatrixDeterminant", {require(a, 0, "input", "log_matrix_determinant")}, {}, arg(a, 1, "name"));
    return result_tuple("LogMatrixDeterminant", {"sign", "log_abs_determinant"}, out);
  });
  def(linalg, "inv", +[](CallArgs& a) -> Ref {
    return apply_op1("MatrixInverse", {require(a, 0, "input", "matrix_inverse")}, {{"adjoint", flag(a, 1, "adjoint", false)}},
                     arg(a, 2, "name"));
  });
  def(linalg, "solve", +[](CallArgs& a) -> Ref {
    return apply_op1("MatrixSolve", {require(a, 0, "matrix", "matrix_solve"), require(a, 1, "rhs", "matrix_solve")},
                     {{"adjoint", flag(a, 2, "adjoint", false)}}, arg(a, 3, "name"));
  });
  // linalg_ops.matrix_triangular_solve: the generated op inside a "triangular_solve" scope.
  def(linalg, "triangular_solve", +[](CallArgs& a) -> Ref {
    Ref matrix = require(a, 0, "matrix", "matrix_triangular_solve");
    Ref rhs = require(a, 1, "rhs", "matrix_triangular_solve");
    OpScope s(arg(a, 4, "name"), "triangular_solve");
    return triangular(matrix, rhs, flag(a, 2, "lower", true), flag(a, 3, "adjoint", false));
  });
  // linalg_ops.cholesky_solve: L y = rhs, then L^H x = y.
  def(linalg, "cholesky_solve", +[](CallArgs& a) -> Ref {
    Ref chol = require(a, 0, "chol", "cholesky_solve");
    Ref rhs = require(a, 1, "rhs", "cholesky_solve");
    OpScope s(arg(a, 2, "name"), "cholesky_solve");
    return triangular(chol, triangular(chol, rhs, true, false), true, true);
  });
  // linalg_impl.logdet: 2 * sum(log(real(diag_part(cholesky(matrix))))).
  def(linalg, "logdet", +[](CallArgs& a) -> Ref {
    Ref matrix = require(a, 0, "matrix", "logdet");
    OpScope s(arg(a, 1, "name"), "logdet");
    Ref chol = apply_op1("Cholesky", {matrix});
    Ref logs = tf_call("math.log", {tf_call("math.real", {tf_call("linalg.diag_part", {chol})})});
    Ref total = tf_call("math.reduce_sum", {logs}, {{"axis", py::List({py::Int(-1)})}});
    return py::binary_op(py::ast::BinOpKind::Mult, py::Float(2.0), total);
  });
  // math_ops.trace: the sum of the main diagonal of each innermost matrix.
  def(linalg, "trace", +[](CallArgs& a) -> Ref {
    Ref x_in = require(a, 0, "x", "trace");
    OpScope s(arg(a, 1, "name"), "Trace");
    Ref x = convert_to_tensor(x_in, std::nullopt, "x");
    return tf_call("math.reduce_sum", {tf_call("linalg.diag_part", {x}), py::List({py::Int(-1)})}, {{"name", scope_name(s)}});
  });
  def(linalg, "matrix_transpose", +[](CallArgs& a) -> Ref {
    return matrix_transpose(require(a, 0, "a", "matrix_transpose"), arg(a, 1, "name"), flag(a, 2, "conjugate", false));
  });
  // linalg_impl.adjoint: the conjugate transpose of the innermost matrices.
  def(linalg, "adjoint", +[](CallArgs& a) -> Ref {
    Ref matrix_in = require(a, 0, "matrix", "adjoint");
    OpScope s(arg(a, 1, "name"), "adjoint");
    Ref matrix = convert_to_tensor(matrix_in, std::nullopt, "matrix");
    return matrix_transpose(matrix, nullptr, true);
  });
  // linalg_impl.matvec: matmul(a, expand_dims(b, -1)) squeezed back to a vector.
  def(linalg, "matvec", +[](CallArgs& a) -> Ref {
    Ref m = require(a, 0, "a", "matvec");
    Ref v = require(a, 1, "b", "matvec");
    OpScope s(arg(a, 6, "name"), "MatVec");
    Ref column = tf_call("expand_dims", {v}, {{"axis", py::Int(-1)}});
    Ref output = tf_call("linalg.matmul", {m, column},
                         {{"transpose_a", py::Bool(flag(a, 2, "transpose_a", false))}, {"adjoint_a", py::Bool(flag(a, 3, "adjoint_a", false))}});
    return tf_call("squeeze", {output}, {{"axis", py::Int(-1)}});
  });
  // array_ops.matrix_diag(diagonal, name="diag", k=0, num_rows=-1, num_cols=-1, padding_value=0,
  // align="RIGHT_LEFT"); a bool diagonal takes a bool padding value.
  def(linalg, "diag", +[](CallArgs& a) -> Ref {
    Ref diagonal = require(a, 0, "diagonal", "matrix_diag");
    Ref name = arg(a, 1, "name");
    auto or_int = [](const Ref& v, int64_t fallback) { return present(v) ? v : py::Int(fallback); };
    Ref padding = or_int(arg(a, 5, "padding_value"), 0);
    Ref align = arg(a, 6, "align");
    if (tensor_of(diagonal) && dtype_of(diagonal) == tensor::DType::Bool) padding = py::Bool(py::truthy(padding));
    return apply_op1("MatrixDiagV3",
                     {diagonal, or_int(arg(a, 2, "k"), 0), or_int(arg(a, 3, "num_rows"), -1), or_int(arg(a, 4, "num_cols"), -1), padding},
                     {{"align", present(align) ? py::as_str(align.get()) : std::string("RIGHT_LEFT")}},
                     present(name) ? name : py::Str("diag"));
  });
  // array_ops.matrix_set_diag(input, diagonal, name="set_diag", k=0, align="RIGHT_LEFT").
  def(linalg, "set_diag", +[](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", "matrix_set_diag");
    Ref diagonal = require(a, 1, "diagonal", "matrix_set_diag");
    Ref name = arg(a, 2, "name");
    Ref k = arg(a, 3, "k");
    Ref align = arg(a, 4, "align");
    return apply_op1("MatrixSetDiagV3", {input, diagonal, present(k) ? k : py::Int(0)},
                     {{"align", present(align) ? py::as_str(align.get()) : std::string("RIGHT_LEFT")}},
                     present(name) ? name : py::Str("set_diag"));
  });
  // linalg_ops.normalize: (tensor / norm, norm) with the norm kept-dims and cast to the dtype.
  def(linalg, "normalize", +[](CallArgs& a) -> Ref {
    Ref tensor_in = require(a, 0, "tensor", "normalize");
    Ref ord = arg(a, 1, "ord");
    Ref axis = arg(a, 2, "axis");
    OpScope s(arg(a, 3, "name"), "normalize");
    Ref t = convert_to_tensor(tensor_in, std::nullopt, "Const");
    Ref norm = tf_call("norm", {t, present(ord) ? ord : py::Str("euclidean"), present(axis) ? axis : py::None()},
                       {{"keepdims", py::Bool(true)}});
    norm = tf_call("cast", {norm, function::dtype_object(dtype_of(t))});
    return py::Tuple({py::binary_op(py::ast::BinOpKind::Div, t, norm), norm});
  });
  // gen_math_ops.cross(a, b, name=None), exported as tf.linalg.cross.
  def(linalg, "cross", +[](CallArgs& a) -> Ref {
    return apply_op1("Cross", {require(a, 0, "a", "cross"), require(a, 1, "b", "cross")}, {}, arg(a, 2, "name"));
  });
  // array_ops.matrix_band_part -> gen_array_ops.matrix_band_part.
  def(linalg, "band_part", +[](CallArgs& a) -> Ref {
    return apply_op1("MatrixBandPart", {require(a, 0, "input", "matrix_band_part"), require(a, 1, "num_lower", "matrix_band_part"),
                                        require(a, 2, "num_upper", "matrix_band_part")}, {}, arg(a, 3, "name"));
  });
  // matrix_diag_part(input, name="diag_part", k=0, padding_value=0, align="RIGHT_LEFT"); a bool
  // input takes a bool padding value.
  def(linalg, "diag_part", +[](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", "matrix_diag_part");
    Ref name = arg(a, 1, "name");
    Ref k = arg(a, 2, "k");
    Ref padding = arg(a, 3, "padding_value");
    Ref align = arg(a, 4, "align");
    if (!present(padding)) padding = py::Int(0);
    if (tensor_of(input) && dtype_of(input) == tensor::DType::Bool) padding = py::Bool(py::truthy(padding));
    return apply_op1("MatrixDiagPartV3", {input, present(k) ? k : py::Int(0), padding},
                     {{"align", present(align) ? py::as_str(align.get()) : std::string("RIGHT_LEFT")}},
                     present(name) ? name : py::Str("diag_part"));
  });
}

}  // namespace tfplay::tf
