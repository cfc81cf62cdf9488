// numpy.linalg beyond norm: inv, det, slogdet, solve, lstsq, eigh/eigvalsh, svd, pinv,
// matrix_rank, cholesky, qr and matrix_power (numpy/linalg/_linalg.py). The factorisations run
// on the kernels of TF's linear-algebra ops (core/graph/ops_linalg*.cpp) in float64, as NumPy
// computes every real input in double; float32 inputs get float32 results. NumPy's
// LinAlgError (a ValueError) reports singular and non-square matrices.
//
// NumPy calls LAPACK; the kernels here are Eigen-style, so the last bits of a result may differ,
// which NumPy's 8-digit printing hides. The signs of eigenvectors and singular vectors are as
// arbitrary as LAPACK's (both are valid decompositions, but they need not agree with NumPy's).
#include <algorithm>
#include <cmath>
#include <limits>

#include "core/graph/eager.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/kernels.h"
#include "core/tensor/strided.h"
#include "core/tensor/op_error.h"
#include "core/tf/call_args.h"
#include "core/tf/module_helpers.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_module.h"
#include "core/tf/numpy_ops.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Shape;
using tensor::Tensor;

/// numpy.linalg.LinAlgError (a ValueError).
py::TypeObject* linalg_error_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("LinAlgError", py::E().ValueError, "numpy.linalg");
    type->layout = py::Layout::Exception;
    type->subclassable = true;
    return type;
  }();
  return t;
}

namespace {

[[noreturn]] void linalg_error(const std::string& msg) { py::raise(linalg_error_type(), msg); }

std::vector<Tensor> run(const std::string& op, const std::vector<Tensor>& inputs, const graph::AttrMap& attrs = {}) {
  return graph::eager::execute(op, inputs, attrs);
}

/// A linalg argument: float64 to compute in, and the dtype of the result (float32 stays float32,
/// integers and bools give float64). Object and float16 arrays are refused as NumPy refuses them.
struct Operand {
  Tensor value;
  DType result;
};

Operand operand(const Ref& v, const char* fn) {
  Tensor t = np::asarray(v);
  if (t.dtype() == DType::String) py::raise_type_error("array type object is unsupported in linalg");
  if (t.dtype() == DType::Float16) py::raise_type_error("array type float16 is unsupported in linalg");
  if (tensor::is_complex(t.dtype())) np::not_supported(std::string("np.linalg.") + fn + " of complex input");
  const DType result = t.dtype() == DType::Float32 ? DType::Float32 : DType::Float64;
  return {np::astype(t, DType::Float64), result};
}

void require_matrix(const Tensor& t) {
  if (t.rank() < 2) linalg_error(std::to_string(t.rank()) + "-dimensional array given. Array must be at least two-dimensional");
}

void require_square(const Tensor& t) {
  require_matrix(t);
  if (t.shape()[static_cast<size_t>(t.rank() - 1)] != t.shape()[static_cast<size_t>(t.rank() - 2)])
    linalg_error("Last 2 dimensions of the array must be square");
}

Ref result(const Tensor& t, DType dt) { return make_numpy_result(np::astype(t, dt)); }

Ref matrix_arg(const CallArgs& a, std::size_t i, const char* name, const char* fn, Operand& out) {
  Ref v = np_require(a, i, name, fn);
  out = operand(v, fn);
  return v;
}

/// The singular values and vectors of every matrix of `x` (float64): s, u, v with x = u s v^T.
std::vector<Tensor> svd(const Tensor& x, bool full) {
  return run("Svd", {x}, {{"compute_uv", true}, {"full_matrices", full}});
}

Tensor transpose_last(const Tensor& t) {
  std::vector<int64_t> perm;
  for (int64_t d = 0; d < t.rank(); ++d) perm.push_back(d);
  std::swap(perm[perm.size() - 1], perm[perm.size() - 2]);
  return tensor::transpose(t, perm);
}

Ref inv(CallArgs& a) {
  Operand x;
  matrix_arg(a, 0, "a", "inv", x);
  require_square(x.value);
  try {
    return result(run("MatrixInverse", {x.value}, {{"adjoint", false}})[0], x.result);
  } catch (const tensor::OpError&) {
    linalg_error("Singular matrix");
  }
}

Ref det(CallArgs& a) {
  Operand x;
  matrix_arg(a, 0, "a", "det", x);
  require_square(x.value);
  return result(run("MatrixDeterminant", {x.value})[0], x.result);
}

Ref slogdet(CallArgs& a) {
  Operand x;
  matrix_arg(a, 0, "a", "slogdet", x);
  require_square(x.value);
  std::vector<Tensor> out = run("LogMatrixDeterminant", {x.value});
  return result_tuple("SlogdetResult", {"sign", "logabsdet"}, {result(out[0], x.result), result(out[1], x.result)});
}

/// np.linalg.solve(a, b): b of shape (M,) is one vector, else (..., M, K).
Ref solve(CallArgs& a) {
  Operand x, b;
  matrix_arg(a, 0, "a", "solve", x);
  matrix_arg(a, 1, "b", "solve", b);
  require_square(x.value);
  const bool vector = b.value.rank() == 1;
  Tensor rhs = vector ? b.value.with_shape({b.value.num_elements(), 1}) : b.value;
  const int64_t m = x.value.shape()[static_cast<size_t>(x.value.rank() - 1)];
  if (rhs.rank() < 2 || rhs.shape()[static_cast<size_t>(rhs.rank() - 2)] != m) {
    py::raise_value_error("solve: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (m,m),(m,n)->(m,n) (size " +
                          std::to_string(rhs.rank() >= 2 ? rhs.shape()[static_cast<size_t>(rhs.rank() - 2)] : rhs.num_elements()) +
                          " is different from " + std::to_string(m) + ")");
  }
  Tensor out;
  try {
    out = run("MatrixSolve", {x.value, rhs}, {{"adjoint", false}})[0];
  } catch (const tensor::OpError& e) {
    if (std::string(e.what()).find("invertible") != std::string::npos) linalg_error("Singular matrix");
    throw;
  }
  const DType dt = x.result == DType::Float32 && b.result == DType::Float32 ? DType::Float32 : DType::Float64;
  return result(vector ? out.with_shape({m}) : out, dt);
}

}  // namespace

/// Least squares of the float64 matrices a (m x n) and b (m x k) through a's singular value
/// decomposition, singular values at most rcond * the largest taken as zero (LAPACK's gelsd
/// rule). Sets *rank and *singular_values.
Tensor lstsq_solution(const Tensor& a, const Tensor& b, double rcond, int64_t* rank, Tensor* singular_values) {
  const int64_t m = a.shape()[0], n = a.shape()[1], k = b.shape()[1];
  std::vector<Tensor> usv = svd(a, false);
  const Tensor& s = usv[0];
  const Tensor& u = usv[1];  // m x p
  const Tensor& v = usv[2];  // n x p
  const int64_t p = s.num_elements();
  const double* sv = s.data<double>();
  const double smax = p ? *std::max_element(sv, sv + p) : 0.0;
  *rank = 0;
  std::vector<double> ub(static_cast<size_t>(p * k), 0.0);  // diag(1/s) u^T b
  for (int64_t i = 0; i < p; ++i) {
    if (!(sv[i] > rcond * smax)) continue;
    ++*rank;
    for (int64_t c = 0; c < k; ++c) {
      double dot = 0;
      for (int64_t r = 0; r < m; ++r) dot += u.data<double>()[r * p + i] * b.data<double>()[r * k + c];
      ub[static_cast<size_t>(i * k + c)] = dot / sv[i];
    }
  }
  Tensor x = Tensor::zeros(DType::Float64, {n, k});
  for (int64_t r = 0; r < n; ++r)
    for (int64_t c = 0; c < k; ++c) {
      double acc = 0;
      for (int64_t i = 0; i < p; ++i) acc += v.data<double>()[r * p + i] * ub[static_cast<size_t>(i * k + c)];
      x.mutable_data<double>()[r * k + c] = acc;
    }
  *singular_values = s;
  return x;
}

namespace {

/// np.linalg.lstsq(a, b, rcond=None): (x, residuals, rank, s); rcond None is eps * max(M, N).
Ref lstsq(CallArgs& a) {
  Operand x, b;
  matrix_arg(a, 0, "a", "lstsq", x);
  matrix_arg(a, 1, "b", "lstsq", b);
  if (x.value.rank() != 2) linalg_error(std::to_string(x.value.rank()) + "-dimensional array given. Array must be two-dimensional");
  const bool vector = b.value.rank() == 1;
  // _assert_2d(a, b) after a 1-d b became a column: a 0-d b is refused too.
  if (!vector && b.value.rank() != 2) linalg_error(std::to_string(b.value.rank()) + "-dimensional array given. Array must be two-dimensional");
  const int64_t m = x.value.shape()[0], n = x.value.shape()[1];
  const Tensor rhs = vector ? b.value.with_shape({b.value.num_elements(), 1}) : b.value;
  if (rhs.shape()[0] != m) linalg_error("Incompatible dimensions");
  Ref rc = arg(a, 2, "rcond");
  const double rcond = present(rc) ? py::as_float(rc.get()) : std::numeric_limits<double>::epsilon() * static_cast<double>(std::max(m, n));
  int64_t rank = 0;
  Tensor s;
  const Tensor sol = lstsq_solution(x.value, rhs, rcond, &rank, &s);
  const int64_t k = rhs.shape()[1];
  const DType dt = x.result == DType::Float32 && b.result == DType::Float32 ? DType::Float32 : DType::Float64;
  // Residuals: squared 2-norms of b - a x per column, only for full rank and m > n.
  Tensor resid = Tensor::zeros(DType::Float64, {0});
  if (rank == n && m > n) {
    std::vector<double> r(static_cast<size_t>(k), 0.0);
    for (int64_t c = 0; c < k; ++c)
      for (int64_t i = 0; i < m; ++i) {
        double ax = 0;
        for (int64_t j = 0; j < n; ++j) ax += x.value.data<double>()[i * n + j] * sol.data<double>()[j * k + c];
        const double e = rhs.data<double>()[i * k + c] - ax;
        r[static_cast<size_t>(c)] += e * e;
      }
    resid = Tensor::from_vector<double>(DType::Float64, {k}, r);
  }
  Ref rank_ref = make_numpy(tensor::cast(Tensor::scalar_int64(rank), DType::Int32));
  return py::Tuple({make_ndarray(np::astype(vector ? sol.with_shape({n}) : sol, dt)), make_ndarray(np::astype(resid, dt)), rank_ref,
                    make_ndarray(np::astype(s, dt))});
}

Ref eigh(CallArgs& a, bool vectors) {
  const char* fn = vectors ? "eigh" : "eigvalsh";
  Operand x;
  matrix_arg(a, 0, "a", fn, x);
  require_square(x.value);
  if (Ref uplo = arg(a, 1, "UPLO"); present(uplo) && py::str(uplo) != "L" && py::str(uplo) != "U")
    py::raise_value_error("UPLO argument must be 'L' or 'U'");
  // NumPy reads the lower triangle (UPLO='L'): mirror it so the kernel sees that matrix.
  const bool upper = present(arg(a, 1, "UPLO")) && py::str(arg(a, 1, "UPLO")) == "U";
  Tensor m = tensor::deep_copy(x.value);
  const int64_t n = m.shape()[static_cast<size_t>(m.rank() - 1)];
  const int64_t batches = n ? m.num_elements() / (n * n) : 0;
  for (int64_t bt = 0; bt < batches; ++bt) {
    double* d = m.mutable_data<double>() + bt * n * n;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = i + 1; j < n; ++j) {
        if (upper) d[j * n + i] = d[i * n + j];
        else d[i * n + j] = d[j * n + i];
      }
  }
  std::vector<Tensor> out = run("SelfAdjointEigV2", {m}, {{"compute_v", vectors}});
  if (!vectors) return result(out[0], x.result);
  return result_tuple("EighResult", {"eigenvalues", "eigenvectors"}, {result(out[0], x.result), result(out[1], x.result)});
}

/// np.linalg.svd(a, full_matrices=True, compute_uv=True, hermitian=False): SVDResult(U, S, Vh).
Ref svd_fn(CallArgs& a) {
  Operand x;
  matrix_arg(a, 0, "a", "svd", x);
  require_matrix(x.value);
  Ref full = arg(a, 1, "full_matrices"), uv = arg(a, 2, "compute_uv");
  if (present(arg(a, 3, "hermitian")) && py::truthy(arg(a, 3, "hermitian"))) np::not_supported("np.linalg.svd with hermitian=True");
  std::vector<Tensor> out = svd(x.value, full ? py::truthy(full) : true);
  if (uv && !py::truthy(uv)) return result(out[0], x.result);
  return result_tuple("SVDResult", {"U", "S", "Vh"},
                      {result(out[1], x.result), result(out[0], x.result), result(transpose_last(out[2]), x.result)});
}

/// np.linalg.pinv(a, rcond=None, hermitian=False, *, rtol): v diag(1/s) u^T, singular values
/// at most rcond * the largest dropped (rcond defaults to 1e-15).
Ref pinv(CallArgs& a) {
  Operand x;
  matrix_arg(a, 0, "a", "pinv", x);
  if (x.value.rank() != 2) np::not_supported("np.linalg.pinv of stacked matrices");
  Ref rc = arg(a, 1, "rcond"), rtol = a.kwarg("rtol");
  const int64_t m = x.value.shape()[0], n = x.value.shape()[1];
  double rcond = 1e-15;
  if (present(rc)) rcond = py::as_float(rc.get());
  else if (rtol && py::is_none(rtol.get())) rcond = static_cast<double>(std::max(m, n)) * std::numeric_limits<double>::epsilon();
  else if (present(rtol)) rcond = py::as_float(rtol.get());
  std::vector<Tensor> usv = svd(x.value, false);
  const int64_t p = usv[0].num_elements();
  const double* s = usv[0].data<double>();
  const double smax = p ? *std::max_element(s, s + p) : 0.0;
  Tensor out = Tensor::zeros(DType::Float64, {n, m});
  for (int64_t r = 0; r < n; ++r)
    for (int64_t c = 0; c < m; ++c) {
      double acc = 0;
      for (int64_t i = 0; i < p; ++i)
        if (s[i] > rcond * smax) acc += usv[2].data<double>()[r * p + i] * (1.0 / s[i]) * usv[1].data<double>()[c * p + i];
      out.mutable_data<double>()[r * m + c] = acc;
    }
  return result(out, x.result);
}

/// np.linalg.matrix_rank(A, tol=None): singular values above S.max() * max(M, N) * eps.
Ref matrix_rank(CallArgs& a) {
  Operand x;
  matrix_arg(a, 0, "A", "matrix_rank", x);
  const Tensor& t = x.value;
  if (t.rank() < 2) {
    for (int64_t i = 0; i < t.num_elements(); ++i)
      if (t.data<double>()[i] != 0) return py::Int(1);
    return py::Int(0);
  }
  if (t.rank() != 2) np::not_supported("np.linalg.matrix_rank of stacked matrices");
  const Tensor s = run("Svd", {t}, {{"compute_uv", false}, {"full_matrices", false}})[0];
  const int64_t p = s.num_elements();
  const double* sv = s.data<double>();
  const double smax = p ? *std::max_element(sv, sv + p) : 0.0;
  Ref tol_ref = arg(a, 1, "tol");
  const double eps = x.result == DType::Float32 ? static_cast<double>(std::numeric_limits<float>::epsilon()) : std::numeric_limits<double>::epsilon();
  const double tol = present(tol_ref) ? py::as_float(tol_ref.get()) : smax * static_cast<double>(std::max(t.shape()[0], t.shape()[1])) * eps;
  int64_t rank = 0;
  for (int64_t i = 0; i < p; ++i) rank += sv[i] > tol;
  return make_numpy(Tensor::scalar_int64(rank));
}

Ref cholesky(CallArgs& a) {
  Operand x;
  matrix_arg(a, 0, "a", "cholesky", x);
  require_square(x.value);
  if (Ref upper = a.kwarg("upper"); upper && py::truthy(upper)) np::not_supported("np.linalg.cholesky with upper=True");
  try {
    return result(run("Cholesky", {x.value})[0], x.result);
  } catch (const tensor::OpError&) {
    linalg_error("Matrix is not positive definite");
  }
}

Ref qr(CallArgs& a) {
  Operand x;
  matrix_arg(a, 0, "a", "qr", x);
  require_matrix(x.value);
  const std::string mode = present(arg(a, 1, "mode")) ? py::str(arg(a, 1, "mode")) : "reduced";
  if (mode != "reduced" && mode != "complete" && mode != "r") np::not_supported("np.linalg.qr with mode='" + mode + "'");
  std::vector<Tensor> out = run("Qr", {x.value}, {{"full_matrices", mode == "complete"}});
  if (mode == "r") return result(out[1], x.result);
  return result_tuple("QRResult", {"Q", "R"}, {result(out[0], x.result), result(out[1], x.result)});
}

/// np.linalg.matrix_power(a, n): repeated squaring with matmul (integer matrices stay integer);
/// n < 0 inverts first.
Ref matrix_power(CallArgs& a) {
  Ref m = np_require(a, 0, "a", "matrix_power");
  Ref n_ref = np_require(a, 1, "n", "matrix_power");
  if (!py::is_int(n_ref.get())) py::raise_type_error("exponent must be an integer");
  int64_t n = py::as_int(n_ref.get());
  const Tensor t = np::asarray(m);
  require_square(t);
  if (n == 0) {
    const int64_t k = t.shape()[static_cast<size_t>(t.rank() - 1)];
    Tensor eye = Tensor::zeros(DType::Float64, {k, k});
    for (int64_t i = 0; i < k; ++i) eye.mutable_data<double>()[i * k + i] = 1;
    return make_ndarray(np::astype(tensor::broadcast_to(eye, t.shape()), t.dtype()));
  }
  Ref base = make_ndarray(t);
  if (n < 0) {
    CallArgs ia{{base}, {}};
    base = inv(ia);
    n = -n;
  }
  Ref z, res;
  while (n > 0) {
    z = z ? np::matmul(z, z) : base;
    const bool bit = n % 2;
    n /= 2;
    if (bit) res = res ? np::matmul(res, z) : z;
  }
  return res;
}

[[noreturn]] Ref refuse_eig(CallArgs&) {
  np::not_supported("np.linalg.eig/eigvals (eigenvalues of general matrices); np.linalg.eigh handles symmetric ones");
}

}  // namespace

void add_numpy_linalg(const Ref& linalg) {
  linalg->dict->set("LinAlgError", linalg_error_type()->self());
  np_def(linalg, "inv", inv);
  np_def(linalg, "det", det);
  np_def(linalg, "slogdet", slogdet);
  np_def(linalg, "solve", solve);
  np_def(linalg, "lstsq", lstsq);
  np_def(linalg, "eigh", +[](CallArgs& a) { return eigh(a, true); });
  np_def(linalg, "eigvalsh", +[](CallArgs& a) { return eigh(a, false); });
  np_def(linalg, "eig", refuse_eig);
  np_def(linalg, "eigvals", refuse_eig);
  np_def(linalg, "svd", svd_fn);
  np_def(linalg, "pinv", pinv);
  np_def(linalg, "matrix_rank", matrix_rank);
  np_def(linalg, "cholesky", cholesky);
  np_def(linalg, "qr", qr);
  np_def(linalg, "matrix_power", matrix_power);
  // NumPy 2's array-API functions and cond (numpy/linalg/_array_api.py, loaded on first call).
  for (const char* name : {"outer", "trace", "cross", "matmul", "vecdot", "vector_norm", "matrix_norm", "cond"}) {
    const std::string fn = name;
    np_def(linalg, fn, [fn](CallArgs& a) -> Ref {
      return py::call(numpy_python_module("numpy.linalg._array_api")->dict->get(fn), a);
    });
  }
}

}  // namespace tfplay::tf
