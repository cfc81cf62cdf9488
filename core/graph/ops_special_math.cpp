// Element-wise math ops beyond the basic set (TF: tensorflow/core/ops/math_ops.cc Xlogy,
// Xlog1py, TruncateDiv, TruncateMod, NextAfter, Erfinv, Ndtri; special_math_ops.cc BesselI0,
// BesselI0e, BesselI1, BesselI1e; kernels cwise_op_xlogy.cc, cwise_op_xlog1py.cc,
// cwise_op_div.cc, cwise_op_mod.cc, cwise_op_nextafter.cc, cwise_op_erfinv.cc, cwise_op_ndtri.cc,
// special_math/special_math_op_bessel.cc; Igamma, Igammac, IgammaGradA, RandomGammaGrad, Zeta,
// Polygamma, Betainc from math_ops.cc / random_grad.cc with kernels cwise_op_igammas.cc,
// cwise_op_random_grad.cc, cwise_op_zeta.cc, betainc_op.cc). The binary ones broadcast as every
// cwise op does (tensor::plan_broadcast); Erfinv, Ndtri and the Bessel functions are computed in
// double (special_math.h), the rest by Eigen in the dtype's precision (special_functions.h).
#include <cmath>
#include <type_traits>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/special_functions.h"
#include "core/tensor/special_math.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::merge_shapes;
using op_def_builders::one;

const char* kUnaryReal = "bfloat16, float16, float32, float64";

enum class Binary { Xlogy, Xlog1py, TruncateDiv, TruncateMod, NextAfter };

// x op y over the broadcast of their shapes, f(a, b) per element.
template <typename T, typename F> Tensor broadcast_map(const Tensor& x, const Tensor& y, F f) {
  const tensor::BroadcastPlan plan = tensor::plan_broadcast(x.shape(), y.shape());
  Tensor out = Tensor::zeros(x.dtype(), plan.out_shape);
  const T* a = x.data<T>();
  const T* b = y.data<T>();
  T* o = out.mutable_data<T>();
  tensor::for_each_broadcast(plan, [&](int64_t oi, int64_t xi, int64_t yi) { o[oi] = f(a[xi], b[yi]); });
  return tensor::finish_float16(std::move(out));
}

// cwise_ops.h safe_div / safe_mod: "Integer division by zero" for an integer zero divisor.
template <typename T> void check_divisor(const Tensor& y) {
  const T* b = y.data<T>();
  for (int64_t i = 0; i < y.num_elements(); ++i)
    if (b[i] == 0) throw tensor::invalid_argument("Integer division by zero");
}

Tensor run_binary(Binary op, const Tensor& x, const Tensor& y) {
  return tensor::visit_numeric(x.dtype(), "binary op", [&](auto tag) -> Tensor {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_floating_point_v<T>) {
      switch (op) {
        case Binary::Xlogy: return broadcast_map<T>(x, y, [](T a, T b) { return a == T(0) ? T(0) : static_cast<T>(a * std::log(b)); });
        case Binary::Xlog1py:
          return broadcast_map<T>(x, y, [](T a, T b) { return a == T(0) ? T(0) : static_cast<T>(a * std::log1p(b)); });
        case Binary::TruncateMod: return broadcast_map<T>(x, y, [](T a, T b) { return static_cast<T>(std::fmod(a, b)); });
        case Binary::NextAfter: return broadcast_map<T>(x, y, [](T a, T b) { return std::nextafter(a, b); });
        case Binary::TruncateDiv:
          // cwise_op_div.cc registers TruncateDiv's CPU kernel for integer dtypes only.
          throw tensor::OpError(tensor::OpError::Code::Unimplemented,
                                "tfplay does not run TruncateDiv on floating-point tensors: TensorFlow has no CPU kernel for them");
      }
    } else if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
      if (op == Binary::TruncateDiv || op == Binary::TruncateMod) {
        check_divisor<T>(y);
        const bool div = op == Binary::TruncateDiv;
        return broadcast_map<T>(x, y, [div](T a, T b) {
          if constexpr (std::is_signed_v<T>) {
            // INT_MIN / -1 wraps (and its remainder is 0) instead of trapping.
            if (b == T(-1)) return div ? static_cast<T>(T(0) - static_cast<std::make_unsigned_t<T>>(a)) : T(0);
          }
          return static_cast<T>(div ? a / b : a % b);
        });
      }
    }
    throw tensor::OpError(tensor::OpError::Code::Internal, "binary op on an unsupported dtype");
  });
}

void add_binary(OpRegistry& r, const char* name, Binary op, const char* allowed, const char* summary) {
  OpDef d = make(name, summary);
  d.inputs = {arg("x", "T"), arg("y", "T")};
  d.outputs = {arg("z", "T")};
  d.attrs = {type_attr("T", allowed, op == Binary::NextAfter ? std::optional<DType>(DType::Float32) : std::nullopt)};
  if (op == Binary::NextAfter) {  // NextAfter names its inputs x1, x2 and its output output
    d.inputs = {arg("x1", "T"), arg("x2", "T")};
    d.outputs = {arg("output", "T")};
  }
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), broadcast_shape(c.input_shapes[0], c.input_shapes[1])); };
  d.kernel = [op](KernelContext& c) { return std::vector<Tensor>{run_binary(op, c.inputs[0], c.inputs[1])}; };
  r.add(std::move(d));
}

void add_unary(OpRegistry& r, const char* name, double (*f)(double)) {
  OpDef d = make(name, std::string("Computes ") + name + " of x element-wise.");
  d.inputs = {arg("x", "T")};
  d.outputs = {arg("y", "T")};
  d.attrs = {type_attr("T", kUnaryReal)};
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0]); };
  d.kernel = [f](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    Tensor out = Tensor::zeros(x.dtype(), x.shape());
    tensor::visit_numeric(x.dtype(), "special function", [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_floating_point_v<T>) {
        const T* a = x.data<T>();
        T* o = out.mutable_data<T>();
        for (int64_t i = 0; i < x.num_elements(); ++i) o[i] = static_cast<T>(f(static_cast<double>(a[i])));
      }
    });
    return std::vector<Tensor>{tensor::finish_float16(std::move(out))};
  };
  r.add(std::move(d));
}

// TF registers these kernels for float and double only (the op defs of Igamma and Igammac also
// admit half and bfloat16, which then find no CPU kernel).
[[noreturn]] void no_kernel(const std::string& op, DType dtype) {
  throw tensor::OpError(tensor::OpError::Code::NotFound,
                        "tfplay has no " + op + " kernel for T=" + std::string(tensor::enum_name(dtype)) +
                            " (TF 2.20 registers CPU kernels for float and double only)");
}

// A broadcasting binary op over one of Eigen's two-argument functions.
void add_special(OpRegistry& r, const char* name, tensor::special::Binary op, const char* in0, const char* in1, const char* allowed, const char* summary) {
  OpDef d = make(name, summary);
  d.inputs = {arg(in0, "T"), arg(in1, "T")};
  d.outputs = {arg("z", "T")};
  d.attrs = {type_attr("T", allowed)};
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), broadcast_shape(c.input_shapes[0], c.input_shapes[1])); };
  d.kernel = [op, name](KernelContext& c) {
    const Tensor &x = c.inputs[0], &y = c.inputs[1];
    if (x.dtype() == DType::Float32) return std::vector<Tensor>{broadcast_map<float>(x, y, [op](float a, float b) { return tensor::special::binary(op, a, b); })};
    if (x.dtype() == DType::Float64)
      return std::vector<Tensor>{broadcast_map<double>(x, y, [op](double a, double b) { return tensor::special::binary(op, a, b); })};
    no_kernel(name, x.dtype());
  };
  r.add(std::move(d));
}

// Betainc (betainc_op.cc): a, b and x are each a scalar or of one common shape; scalars are
// repeated over it. The shape function merges the non-scalar shapes.
void add_betainc(OpRegistry& r) {
  OpDef d = make("Betainc", "Compute the regularized incomplete beta integral \\(I_x(a, b)\\).");
  d.inputs = {arg("a", "T"), arg("b", "T"), arg("x", "T")};
  d.outputs = {arg("z", "T")};
  d.attrs = {type_attr("T", "float32, float64")};
  d.shape_fn = +[](const InferenceContext& c) {
    TensorShape output = TensorShape::unknown();
    TensorShape some_non_scalar;
    int num_scalars = 0;
    for (int i = 0; i < 3; ++i) {
      const TensorShape& in = c.input_shapes[static_cast<std::size_t>(i)];
      if (!in.has_rank()) {
        some_non_scalar = in;  // a scalar (to be repeated) or any other shape
      } else if (*in.rank() == 0) {
        ++num_scalars;
      } else {
        output = merge_shapes(output, in);
        some_non_scalar = output;
      }
    }
    if (num_scalars == 2) output = some_non_scalar;
    else if (num_scalars == 3) output = c.input_shapes[0];
    return one(c.attr<DType>("T"), output);
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor* ins[3] = {&c.inputs[0], &c.inputs[1], &c.inputs[2]};
    const char* names[3] = {"a", "b", "x"};
    for (int i = 0; i < 3; ++i)
      for (int j = i + 1; j < 3; ++j)
        if (ins[i]->rank() > 0 && ins[j]->rank() > 0 && ins[i]->shape() != ins[j]->shape())
          throw tensor::invalid_argument(std::string("Shapes of ") + names[i] + " and " + names[j] + " are inconsistent: " +
                                         tensor::shape_debug_string(ins[i]->shape()) + " vs. " + tensor::shape_debug_string(ins[j]->shape()));
    tensor::Shape merged = ins[0]->shape();
    for (int i = 1; i < 3; ++i)
      if (ins[i]->rank() > 0) merged = ins[i]->shape();
    const DType dtype = ins[0]->dtype();
    if (dtype != DType::Float32 && dtype != DType::Float64) no_kernel("Betainc", dtype);
    Tensor out = Tensor::zeros(dtype, merged);
    // Element i of an input: its own i-th, or its only value when it is a scalar.
    auto value = [&](int k, int64_t i) { return ins[k]->rank() == 0 ? ins[k]->as_double(0) : ins[k]->as_double(i); };
    for (int64_t i = 0; i < out.num_elements(); ++i) {
      if (dtype == DType::Float32)
        out.mutable_data<float>()[i] =
            tensor::special::betainc(static_cast<float>(value(0, i)), static_cast<float>(value(1, i)), static_cast<float>(value(2, i)));
      else
        out.mutable_data<double>()[i] = tensor::special::betainc(value(0, i), value(1, i), value(2, i));
    }
    return std::vector<Tensor>{out};
  };
  r.add(std::move(d));
}

}  // namespace

void register_special_math_ops(OpRegistry& r) {
  add_binary(r, "Xlogy", Binary::Xlogy, "float16, float32, float64, complex64, complex128",
             "Returns 0 if x == 0, and x * log(y) otherwise, elementwise.");
  add_binary(r, "Xlog1py", Binary::Xlog1py, "float16, float32, float64, complex64, complex128",
             "Returns 0 if x == 0, and x * log1p(y) otherwise, elementwise.");
  add_binary(r, "TruncateDiv", Binary::TruncateDiv,
             "bfloat16, float16, float32, float64, uint8, int8, uint16, int16, int32, int64, complex64, complex128, uint32, uint64",
             "Returns x / y element-wise, rounded towards zero.");
  add_binary(r, "TruncateMod", Binary::TruncateMod, "int32, int64, bfloat16, float16, float32, float64",
             "Returns element-wise remainder of division. This emulates C semantics in that the result here is consistent with a "
             "truncating divide.");
  add_binary(r, "NextAfter", Binary::NextAfter, "float64, float32",
             "Returns the next representable value of `x1` in the direction of `x2`, element-wise.");
  add_unary(r, "Erfinv", tensor::special::erfinv);
  add_unary(r, "Ndtri", tensor::special::ndtri);
  add_unary(r, "BesselI0", tensor::special::bessel_i0);
  add_unary(r, "BesselI0e", tensor::special::bessel_i0e);
  add_unary(r, "BesselI1", tensor::special::bessel_i1);
  add_unary(r, "BesselI1e", tensor::special::bessel_i1e);
  add_special(r, "Igamma", tensor::special::Binary::Igamma, "a", "x", "bfloat16, float16, float32, float64",
              "Compute the lower regularized incomplete Gamma function `P(a, x)`.");
  add_special(r, "Igammac", tensor::special::Binary::Igammac, "a", "x", "bfloat16, float16, float32, float64",
              "Compute the upper regularized incomplete Gamma function `Q(a, x)`.");
  add_special(r, "IgammaGradA", tensor::special::Binary::IgammaGradA, "a", "x", "float32, float64",
              "Computes the gradient of `igamma(a, x)` wrt `a`.");
  add_special(r, "RandomGammaGrad", tensor::special::Binary::RandomGammaGrad, "alpha", "sample", "float32, float64",
              "Computes the derivative of a Gamma random sample w.r.t. `alpha`.");
  add_special(r, "Zeta", tensor::special::Binary::Zeta, "x", "q", "float32, float64", "Compute the Hurwitz zeta function \\(\\zeta(x, q)\\).");
  add_special(r, "Polygamma", tensor::special::Binary::Polygamma, "a", "x", "float32, float64", "Compute the polygamma function \\(\\psi^{(n)}(x)\\).");
  add_betainc(r);
}

}  // namespace tfplay::graph
