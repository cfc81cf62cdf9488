// Element-wise math ops beyond the basic set (TF: tensorflow/core/ops/math_ops.cc Xlogy,
// Xlog1py, TruncateDiv, TruncateMod, NextAfter, Erfinv, Ndtri; special_math_ops.cc BesselI0,
// BesselI0e, BesselI1, BesselI1e; kernels cwise_op_xlogy.cc, cwise_op_xlog1py.cc,
// cwise_op_div.cc, cwise_op_mod.cc, cwise_op_nextafter.cc, cwise_op_erfinv.cc, cwise_op_ndtri.cc,
// special_math/special_math_op_bessel.cc). The binary ones broadcast as every cwise op does
// (tensor::plan_broadcast); the special functions are computed in double (special_math.h).
#include <cmath>
#include <type_traits>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/special_math.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
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
  d.shape_fn = [](const InferenceContext& c) { return one(c.attr<DType>("T"), broadcast_shape(c.input_shapes[0], c.input_shapes[1])); };
  d.kernel = [op](KernelContext& c) { return std::vector<Tensor>{run_binary(op, c.inputs[0], c.inputs[1])}; };
  r.add(std::move(d));
}

void add_unary(OpRegistry& r, const char* name, double (*f)(double)) {
  OpDef d = make(name, std::string("Computes ") + name + " of x element-wise.");
  d.inputs = {arg("x", "T")};
  d.outputs = {arg("y", "T")};
  d.attrs = {type_attr("T", kUnaryReal)};
  d.shape_fn = [](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0]); };
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
}

}  // namespace tfplay::graph
