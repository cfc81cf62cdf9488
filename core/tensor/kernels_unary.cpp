// Element-wise unary kernels (TF: tensorflow/core/kernels/cwise_op_*.cc). Floating math uses
// the C library; Eigen's vectorized approximations in TF can differ in the last ulp.
#include <cmath>
#include <cstdlib>
#include <type_traits>

#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::tensor {

namespace {

template <typename T, typename Out, typename F> Tensor map(const Tensor& x, DType out_dtype, F f) {
  Tensor out = Tensor::zeros(out_dtype, x.shape());
  const T* a = x.data<T>();
  Out* o = out.mutable_data<Out>();
  const int64_t n = x.num_elements();
  for (int64_t i = 0; i < n; ++i) o[i] = f(a[i]);
  return finish_float16(std::move(out));
}

template <typename T> T int_neg(T a) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(U(0) - static_cast<U>(a));
}

template <typename T> Tensor unary_int(UnaryOp op, const Tensor& x) {
  const DType dt = x.dtype();
  auto run = [&](auto f) { return map<T, T>(x, dt, f); };
  switch (op) {
    case UnaryOp::Neg: return run([](T a) { return int_neg(a); });
    case UnaryOp::Abs:
      if constexpr (std::is_signed_v<T>) return run([](T a) { return a < 0 ? int_neg(a) : a; });
      else return run([](T a) { return a; });
    case UnaryOp::Sign: return run([](T a) { return static_cast<T>((a > 0) - (a < 0)); });
    case UnaryOp::Square:
      return run([](T a) {
        using U = std::make_unsigned_t<T>;
        using W = std::conditional_t<(sizeof(T) < sizeof(unsigned)), unsigned, U>;
        return static_cast<T>(static_cast<W>(static_cast<U>(a)) * static_cast<W>(static_cast<U>(a)));
      });
    case UnaryOp::Reciprocal:
      // Eigen's scalar_inverse_op on integers: 1 / x (truncating), x == 0 traps on CPU;
      // TF only registers Reciprocal for ints on some builds. Keep it defined: 1/0 -> 0.
      return run([](T a) { return a == 0 ? T(0) : static_cast<T>(T(1) / a); });
    case UnaryOp::Round:
    case UnaryOp::Floor:
    case UnaryOp::Ceil: return run([](T a) { return a; });
    default: break;
  }
  throw OpError(OpError::Code::Unimplemented, "unary op not supported for integer dtype " +
                                                  std::string(name(dt)));
}

template <typename T> Tensor unary_float(UnaryOp op, const Tensor& x) {
  const DType dt = x.dtype();
  auto run = [&](auto f) { return map<T, T>(x, dt, f); };
  auto test = [&](auto f) { return map<T, bool>(x, DType::Bool, f); };
  switch (op) {
    case UnaryOp::Neg: return run([](T a) { return -a; });
    case UnaryOp::Abs: return run([](T a) { return std::fabs(a); });
    case UnaryOp::Sign:
      // NaN stays NaN (Eigen 3.4's numext::sign, as NumPy).
      return run([](T a) { return std::isnan(a) ? a : static_cast<T>((T(0) < a) - (a < T(0))); });
    case UnaryOp::Square: return run([](T a) { return a * a; });
    case UnaryOp::Sqrt: return run([](T a) { return std::sqrt(a); });
    case UnaryOp::Rsqrt: return run([](T a) { return T(1) / std::sqrt(a); });
    case UnaryOp::Reciprocal: return run([](T a) { return T(1) / a; });
    case UnaryOp::Exp: return run([](T a) { return std::exp(a); });
    case UnaryOp::Expm1: return run([](T a) { return std::expm1(a); });
    case UnaryOp::Log: return run([](T a) { return std::log(a); });
    case UnaryOp::Log1p: return run([](T a) { return std::log1p(a); });
    case UnaryOp::Sin: return run([](T a) { return std::sin(a); });
    case UnaryOp::Cos: return run([](T a) { return std::cos(a); });
    case UnaryOp::Tan: return run([](T a) { return std::tan(a); });
    case UnaryOp::Tanh: return run([](T a) { return std::tanh(a); });
    case UnaryOp::Asin: return run([](T a) { return std::asin(a); });
    case UnaryOp::Acos: return run([](T a) { return std::acos(a); });
    case UnaryOp::Atan: return run([](T a) { return std::atan(a); });
    case UnaryOp::Sinh: return run([](T a) { return std::sinh(a); });
    case UnaryOp::Cosh: return run([](T a) { return std::cosh(a); });
    case UnaryOp::Asinh: return run([](T a) { return std::asinh(a); });
    case UnaryOp::Acosh: return run([](T a) { return std::acosh(a); });
    case UnaryOp::Atanh: return run([](T a) { return std::atanh(a); });
    case UnaryOp::Sigmoid: return run([](T a) { return T(1) / (T(1) + std::exp(-a)); });
    case UnaryOp::Round: return run([](T a) { return std::nearbyint(a); });  // ties to even
    case UnaryOp::Floor: return run([](T a) { return std::floor(a); });
    case UnaryOp::Ceil: return run([](T a) { return std::ceil(a); });
    case UnaryOp::IsNan: return test([](T a) { return std::isnan(a); });
    case UnaryOp::IsInf: return test([](T a) { return std::isinf(a); });
    case UnaryOp::IsFinite: return test([](T a) { return std::isfinite(a); });
    default: break;
  }
  throw OpError(OpError::Code::Unimplemented, "unary op not supported for dtype " +
                                                  std::string(name(dt)));
}

}  // namespace

Tensor unary_op(UnaryOp op, const Tensor& x) {
  if (op == UnaryOp::LogicalNot) {
    if (x.dtype() != DType::Bool) throw OpError(OpError::Code::Internal, "LogicalNot on non-bool");
    return map<bool, bool>(x, DType::Bool, [](bool a) { return !a; });
  }
  return visit_dtype(x.dtype(), [&](auto tag) -> Tensor {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_floating_point_v<T>) {
      return unary_float<T>(op, x);
    } else if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
      return unary_int<T>(op, x);
    } else {
      throw OpError(OpError::Code::Unimplemented, "unary op not supported for dtype " +
                                                      std::string(name(x.dtype())));
    }
  });
}

}  // namespace tfplay::tensor
