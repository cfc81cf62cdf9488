// Element-wise unary kernels (TF: tensorflow/core/kernels/cwise_op_*.cc). Floating math uses
// the C library; TF's kernels (tf_unary_op) evaluate float32 Exp, Sigmoid, Tanh, Log, Log1p,
// Expm1, Sin and Cos with Eigen's own approximations (eigen_float_math.h); Eigen's other
// vectorized functions can differ in the last ulp.
#include <cmath>
#include <cstdlib>
#include <limits>
#include <type_traits>

#include "core/tensor/kernels_complex.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/eigen_float_math.h"
#include "core/tensor/kernels.h"

namespace tfplay::tensor {

namespace {

// One function per (dtype, op) kernel, out of line as binary ones are (kernels_binary.cpp).
template <typename T, typename Out, typename F> [[gnu::noinline]] Tensor map(const Tensor& x, DType out_dtype, F f) {
  Tensor out = Tensor::uninitialized(out_dtype, x.shape());  // f writes every element
  const T* a = x.data<T>();
  Out* o = out.mutable_data<Out>();
  const int64_t n = x.num_elements();
  for (int64_t i = 0; i < n; ++i) o[i] = f(a[i]);
  return finish_float16(std::move(out));
}

/// The digamma function (Eigen's scalar_digamma_op): the reflection formula below zero,
/// the recurrence psi(x) = psi(x + 1) - 1/x up to 10, then the asymptotic series.
double digamma(double x) {
  constexpr double kPi = 3.14159265358979323846;
  if (std::isnan(x)) return x;
  if (x <= 0) {
    if (x == std::floor(x)) return std::numeric_limits<double>::quiet_NaN();  // a pole
    return digamma(1 - x) - kPi / std::tan(kPi * x);
  }
  double result = 0;
  while (x < 10) {
    result -= 1 / x;
    x += 1;
  }
  const double inv2 = 1 / (x * x);
  // 1/(12x^2) - 1/(120x^4) + 1/(252x^6) - 1/(240x^8) + 1/(132x^10)
  const double series =
      inv2 * (1.0 / 12 - inv2 * (1.0 / 120 - inv2 * (1.0 / 252 - inv2 * (1.0 / 240 - inv2 * (1.0 / 132)))));
  return result + std::log(x) - 0.5 / x - series;
}

template <typename T> T int_neg(T a) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(U(0) - static_cast<U>(a));
}

template <typename T> [[gnu::noinline]] Tensor unary_int(UnaryOp op, const Tensor& x) {
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

template <typename T> [[gnu::noinline]] Tensor unary_float(UnaryOp op, const Tensor& x) {
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
    // Eigen's scalar_logistic_op: exp(x) / (1 + exp(x)), 1 once exp overflows.
    case UnaryOp::Sigmoid:
      return run([](T a) {
        const T e = std::exp(a);
        return std::isinf(e) ? T(1) : e / (T(1) + e);
      });
    // Computed in double and rounded once: float32 results then match TF's docstring values
    // (correctly rounded), which the C library's float versions miss by an ulp here and there.
    case UnaryOp::Asin: return run([](T a) { return static_cast<T>(std::asin(static_cast<double>(a))); });
    case UnaryOp::Acos: return run([](T a) { return static_cast<T>(std::acos(static_cast<double>(a))); });
    case UnaryOp::Atan: return run([](T a) { return static_cast<T>(std::atan(static_cast<double>(a))); });
    case UnaryOp::Sinh: return run([](T a) { return static_cast<T>(std::sinh(static_cast<double>(a))); });
    case UnaryOp::Cosh: return run([](T a) { return static_cast<T>(std::cosh(static_cast<double>(a))); });
    case UnaryOp::Asinh: return run([](T a) { return static_cast<T>(std::asinh(static_cast<double>(a))); });
    case UnaryOp::Acosh: return run([](T a) { return static_cast<T>(std::acosh(static_cast<double>(a))); });
    case UnaryOp::Atanh: return run([](T a) { return static_cast<T>(std::atanh(static_cast<double>(a))); });
    case UnaryOp::Lgamma: return run([](T a) { return static_cast<T>(std::lgamma(static_cast<double>(a))); });
    case UnaryOp::Digamma: return run([](T a) { return static_cast<T>(digamma(static_cast<double>(a))); });
    case UnaryOp::Rint:
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

Tensor tf_unary_op(UnaryOp op, const Tensor& x) {
  if (x.dtype() != DType::Float32) return unary_op(op, x);
  EigenFloatFunction f;
  switch (op) {
    case UnaryOp::Exp: f = EigenFloatFunction::Exp; break;
    case UnaryOp::Sigmoid: f = EigenFloatFunction::Logistic; break;
    case UnaryOp::Tanh: f = EigenFloatFunction::Tanh; break;
    case UnaryOp::Log: f = EigenFloatFunction::Log; break;
    case UnaryOp::Log1p: f = EigenFloatFunction::Log1p; break;
    case UnaryOp::Expm1: f = EigenFloatFunction::Expm1; break;
    case UnaryOp::Sin: f = EigenFloatFunction::Sin; break;
    case UnaryOp::Cos: f = EigenFloatFunction::Cos; break;
    default: return unary_op(op, x);
  }
  // Eigen's packet code for all but the last n % 8 elements, its scalar code for those.
  Tensor out = Tensor::uninitialized(DType::Float32, x.shape());
  const int64_t n = x.num_elements();
  eigen_floats(f, x.data<float>(), out.mutable_data<float>(), n, eigen_packet_end(n));
  return out;
}

Tensor unary_op(UnaryOp op, const Tensor& x) {
  if (op == UnaryOp::LogicalNot) {
    if (x.dtype() != DType::Bool) throw OpError(OpError::Code::Internal, "LogicalNot on non-bool");
    return map<bool, bool>(x, DType::Bool, [](bool a) { return !a; });
  }
  if (is_complex(x.dtype())) return complex_unary(op, x);
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
