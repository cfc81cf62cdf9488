// Matrix functions and the general eigendecomposition (TF: tensorflow/core/ops/linalg_ops.cc
// MatrixSquareRoot, MatrixLogarithm, Eig; kernels linalg/matrix_square_root_op.cc,
// matrix_logarithm_op.cc, eig_op_impl.h). Like TF's kernels they run Eigen on each matrix of the
// batch, in the element type (tensor/matrix_functions.h), so the results are Eigen's.
#include <complex>

#include "core/graph/linalg_kernels.h"
#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/matrix_functions.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::one;
using tensor::Dim;
using tensor::OpError;

using cfloat = std::complex<float>;
using cdouble = std::complex<double>;

// Runs f(T{}) for a float32, float64, complex64 or complex128 tensor (`complex_only`: the last
// two); others have no CPU kernel in TF.
template <typename F> void visit_matrix_dtype(DType dt, const std::string& op, bool complex_only, F&& f) {
  if (dt == DType::Complex64) f(cfloat{});
  else if (dt == DType::Complex128) f(cdouble{});
  else if (!complex_only && dt == DType::Float32) f(float{});
  else if (!complex_only && dt == DType::Float64) f(double{});
  else
    throw OpError(OpError::Code::NotFound, "tfplay has no " + op + " kernel for T=" + std::string(tensor::enum_name(dt)) +
                                               " (TF 2.20 registers no CPU kernel for it either)");
}

// MatrixSquareRoot and MatrixLogarithm: each [n, n] matrix of the batch through `f`.
void add_matrix_function(OpRegistry& r, const char* name, const char* summary, const char* allowed, bool complex_only, bool is_sqrt) {
  OpDef d = make(name, summary);
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", allowed)};
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), linalg::square_shape(c.input_shapes[0])); };
  d.kernel = [name, complex_only, is_sqrt](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const int64_t n = linalg::check_square(x);
    Tensor out = Tensor::zeros(x.dtype(), x.shape());
    if (n == 0) return std::vector<Tensor>{out};
    const int64_t batch = x.num_elements() / (n * n);
    visit_matrix_dtype(x.dtype(), name, complex_only, [&](auto zero) {
      using T = decltype(zero);
      for (int64_t b = 0; b < batch; ++b) {
        const T* in = x.data<T>() + b * n * n;
        T* o = out.mutable_data<T>() + b * n * n;
        if constexpr (std::is_same_v<T, cfloat> || std::is_same_v<T, cdouble>) {
          if (!is_sqrt) {
            tensor::matrix::logm(in, o, n);
            continue;
          }
        }
        tensor::matrix::sqrtm(in, o, n);
      }
    });
    return std::vector<Tensor>{out};
  };
  r.add(std::move(d));
}

// Eig (EigOp): eigenvalues [..., n] and, with compute_v, eigenvectors [..., n, n] as columns;
// without it `v` is an empty [0] tensor.
void add_eig(OpRegistry& r) {
  OpDef d = make("Eig", "Computes the eigen decomposition of one or more square matrices.");
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("e", "Tout"), arg("v", "Tout")};
  d.attrs = {plain_attr("compute_v", "bool", true), type_attr("T", "float32, float64, complex64, complex128"),
             type_attr("Tout", "complex64, complex128")};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape s = linalg::square_shape(c.input_shapes[0]);
    const DType out = c.attr<DType>("Tout");
    if (!s.has_rank()) return std::vector<OutputSpec>{{out, s}, {out, c.attr<bool>("compute_v") ? s : TensorShape({Dim(0)})}};
    std::vector<Dim> e = s.as_list();
    e.pop_back();
    return std::vector<OutputSpec>{{out, TensorShape(e)}, {out, c.attr<bool>("compute_v") ? s : TensorShape({Dim(0)})}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const int64_t n = linalg::check_square(x);
    const bool compute_v = c.attr<bool>("compute_v");
    const DType out = c.attr<DType>("Tout");
    tensor::Shape e_shape(x.shape().begin(), x.shape().end() - 1);
    Tensor e = Tensor::zeros(out, e_shape);
    Tensor v = Tensor::zeros(out, compute_v ? x.shape() : tensor::Shape{0});
    if (n == 0) return std::vector<Tensor>{e, v};
    const int64_t batch = x.num_elements() / (n * n);
    visit_matrix_dtype(x.dtype(), "Eig", false, [&](auto zero) {
      using T = decltype(zero);
      using C = std::conditional_t<std::is_same_v<T, float> || std::is_same_v<T, cfloat>, cfloat, cdouble>;
      if ((std::is_same_v<C, cfloat>) != (out == DType::Complex64))
        throw OpError(OpError::Code::Unimplemented, "tfplay's Eig takes Tout of the input's precision only, as TF's kernels do");
      for (int64_t b = 0; b < batch; ++b) {
        C* vb = compute_v ? v.mutable_data<C>() + b * n * n : nullptr;
        if (!tensor::matrix::eig(x.data<T>() + b * n * n, e.mutable_data<C>() + b * n, vb, n))
          throw tensor::invalid_argument("Eigen decomposition was not successful. The input might not be valid.");
      }
    });
    return std::vector<Tensor>{e, v};
  };
  r.add(std::move(d));
}

}  // namespace

void register_linalg_function_ops(OpRegistry& r) {
  add_matrix_function(r, "MatrixSquareRoot", "Computes the matrix square root of one or more square matrices:",
                      "float64, float32, float16, complex64, complex128", false, true);
  add_matrix_function(r, "MatrixLogarithm", "Computes the matrix logarithm of one or more square matrices:", "complex64, complex128", true,
                      false);
  add_eig(r);
}

}  // namespace tfplay::graph
