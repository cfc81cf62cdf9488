// Activation kernels and their gradient kernels (see kernels_activation.h).
#include "core/tensor/kernels_activation.h"

#include <cmath>
#include <limits>
#include <optional>
#include <type_traits>
#include <vector>

#include "core/tensor/dispatch.h"
#include "core/tensor/eigen_float_math.h"

namespace tfplay::tensor {

namespace {

// relu_op_functor.h's Selu constants.
constexpr double kSeluScale = 1.0507009873554804934193349852946;
constexpr double kSeluScaleAlpha = 1.7580993408473768599402175208123;

template <typename T, typename F> Tensor map1(const Tensor& x, F f) {
  Tensor out = Tensor::uninitialized(x.dtype(), x.shape());
  const T* in = x.data<T>();
  T* o = out.mutable_data<T>();
  for (int64_t i = 0; i < x.num_elements(); ++i) o[i] = f(in[i]);
  return finish_float16(std::move(out));
}

template <typename T, typename F> Tensor map2(const Tensor& g, const Tensor& x, F f) {
  Tensor out = Tensor::uninitialized(x.dtype(), x.shape());
  const T* a = g.data<T>();
  const T* b = x.data<T>();
  T* o = out.mutable_data<T>();
  for (int64_t i = 0; i < x.num_elements(); ++i) o[i] = f(a[i], b[i]);
  return finish_float16(std::move(out));
}

// softplus_op.h: log(epsilon) + 2, below which softplus(x) == exp(x) and above whose negation
// softplus(x) == x within the dtype's precision (float16 keeps its own, larger epsilon).
template <typename T> T softplus_threshold(DType dt) {
  const double eps = dt == DType::Float16    ? 0.0009765625
                    : dt == DType::BFloat16 ? 0.0078125  // Eigen::NumTraits<bfloat16>::epsilon(), 2^-7
                                            : static_cast<double>(std::numeric_limits<T>::epsilon());
  return static_cast<T>(std::log(static_cast<T>(eps)) + T(2));
}

// Eigen's generic_fast_erf_float (SpecialFunctionsImpl.h), which TF's float Erf evaluates: a
// 9/12-degree rational interpolant, +-1 from |x| >= erfinv(1 - 2^-23). It differs from the C
// library's erff in the last bits, visibly where 1 + erf(x) cancels (tf.nn.gelu for x < -2).
// pmadd is a multiply then an add in TF's AVX (non-FMA) CPU builds.
float eigen_erf(float x) {
  constexpr float kErfInvOneMinusHalfULP = 3.832506856900711f;
  if (std::fabs(x) >= kErfInvOneMinusHalfULP) return std::copysign(1.0f, x);
  const float x2 = x * x;
  float p = x2 * 0.00022905065861350646f + 0.0034082910107109506f;
  p = x2 * p + 0.050955695062380861f;
  p = x2 * p + 0.18520832239976145f;
  p = x2 * p + 1.128379143519084f;
  p = x * p;
  float q = x2 * -1.1791602954361697e-7f + 0.000023547966471313185f;
  q = x2 * q + 0.0010179625278914885f;
  q = x2 * q + 0.014070470171167667f;
  q = x2 * q + 0.11098505178285362f;
  q = x2 * q + 0.49746925110067538f;
  q = x2 * q + 1.0f;
  return p / q;
}

template <typename T> T erf_of(T v) {
  if constexpr (std::is_same_v<T, float>) return eigen_erf(v);
  else return std::erf(v);
}

// exp(sign * x[i]) for every element of a float32 tensor as TF's Eigen expression evaluates it:
// packets for all but the last n % 8 elements (eigen_float_math.h).
std::vector<float> eigen_exps(const Tensor& x, float sign) {
  const int64_t n = x.num_elements();
  std::vector<float> e(static_cast<std::size_t>(n));
  const float* in = x.data<float>();
  for (int64_t i = 0; i < n; ++i) e[static_cast<std::size_t>(i)] = sign * in[i];
  eigen_floats(EigenFloatFunction::Exp, e.data(), e.data(), n, eigen_packet_end(n));
  return e;
}

// Elu, Selu and Softplus of a float32 tensor, with the exp (and Softplus' log) of TF's Eigen
// expressions in relu_op_functor.h and softplus_op.h; nullopt for other ops.
std::optional<Tensor> eigen_activation(Activation op, const Tensor& x) {
  if (op != Activation::Elu && op != Activation::Selu && op != Activation::Softplus) return std::nullopt;
  const int64_t n = x.num_elements();
  const int64_t packet_end = eigen_packet_end(n);
  const std::vector<float> e = eigen_exps(x, 1.0f);
  Tensor out = Tensor::uninitialized(DType::Float32, x.shape());
  const float* in = x.data<float>();
  float* o = out.mutable_data<float>();
  const float threshold = softplus_threshold<float>(DType::Float32);
  for (int64_t i = 0; i < n; ++i) {
    const float v = in[i];
    const float ev = e[static_cast<std::size_t>(i)];
    switch (op) {
      case Activation::Elu: o[i] = v < 0.0f ? ev - 1.0f : v; break;
      case Activation::Selu:
        o[i] = v < 0.0f ? static_cast<float>(kSeluScaleAlpha) * (ev - 1.0f) : static_cast<float>(kSeluScale) * v;
        break;
      default: {
        // too_large.select(x, too_small.select(e, (e + 1).log())): every branch is evaluated.
        const float log = i < packet_end ? eigen_packet_lane(EigenFloatFunction::Log, ev + 1.0f)
                                          : eigen_scalar(EigenFloatFunction::Log, ev + 1.0f);
        o[i] = v > -threshold ? v : (v < threshold ? ev : log);
      }
    }
  }
  return out;
}

}  // namespace

Tensor activation(Activation op, const Tensor& x, float alpha) {
  if (x.dtype() == DType::Float32) {
    if (std::optional<Tensor> out = eigen_activation(op, x)) return std::move(*out);
  }
  return visit_numeric(x.dtype(), "activation", [&](auto tag) -> Tensor {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, bool>) {
      throw OpError(OpError::Code::Internal, "activation of bool");
    } else {
      // relu_op_functor.h: features.cwiseMax(0).cwiseMin(6); Eigen's max/min keep their first
      // operand when it is NaN (std::max's order), so NaN stays NaN.
      if (op == Activation::Relu6)
        return map1<T>(x, [](T v) {
          const T low = v < T(0) ? T(0) : v;
          return T(6) < low ? T(6) : low;
        });
      if constexpr (std::is_floating_point_v<T>) {
        const T a = static_cast<T>(alpha);
        const T one = T(1);
        switch (op) {
          case Activation::LeakyRelu: return map1<T>(x, [a](T v) { return v > T(0) ? v : v * a; });
          case Activation::Elu: return map1<T>(x, [one](T v) { return v < T(0) ? std::exp(v) - one : v; });
          case Activation::Selu:
            return map1<T>(x, [one](T v) {
              return v < T(0) ? static_cast<T>(kSeluScaleAlpha) * (std::exp(v) - one) : static_cast<T>(kSeluScale) * v;
            });
          case Activation::Softplus: {
            const T threshold = softplus_threshold<T>(x.dtype());
            return map1<T>(x, [threshold, one](T v) {
              if (v > -threshold) return v;
              const T e = std::exp(v);
              return v < threshold ? e : std::log(e + one);
            });
          }
          case Activation::Softsign: return map1<T>(x, [one](T v) { return v / (std::fabs(v) + one); });
          case Activation::Erf: return map1<T>(x, [](T v) { return erf_of(v); });
          case Activation::Erfc: return map1<T>(x, [](T v) { return std::erfc(v); });
          default: break;
        }
      }
      throw OpError(OpError::Code::Internal, "activation on an unsupported dtype");
    }
  });
}

Tensor activation_grad(Activation op, const Tensor& gradients, const Tensor& x, float alpha) {
  if (gradients.shape() != x.shape()) {
    throw invalid_argument("g and a must be the same size");
  }
  if (op == Activation::Softplus && x.dtype() == DType::Float32) {
    // softplus_op.h: gradients / ((-features).exp() + 1), the exp as Eigen's expression takes it.
    const std::vector<float> e = eigen_exps(x, -1.0f);
    Tensor out = Tensor::uninitialized(DType::Float32, x.shape());
    const float* g = gradients.data<float>();
    float* o = out.mutable_data<float>();
    for (int64_t i = 0; i < x.num_elements(); ++i) o[i] = g[i] / (e[static_cast<std::size_t>(i)] + 1.0f);
    return out;
  }
  return visit_numeric(x.dtype(), "activation gradient", [&](auto tag) -> Tensor {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, bool>) {
      throw OpError(OpError::Code::Internal, "activation gradient of bool");
    } else {
      if (op == Activation::Relu6) return map2<T>(gradients, x, [](T g, T f) { return f > T(0) && f < T(6) ? g : T(0); });
      if constexpr (std::is_floating_point_v<T>) {
        const T a = static_cast<T>(alpha);
        const T one = T(1);
        switch (op) {
          case Activation::LeakyRelu: return map2<T>(gradients, x, [a](T g, T f) { return f > T(0) ? g : g * a; });
          case Activation::Elu: return map2<T>(gradients, x, [one](T g, T y) { return y < T(0) ? (y + one) * g : g; });
          case Activation::Selu:
            return map2<T>(gradients, x, [](T g, T y) {
              return y < T(0) ? g * (y + static_cast<T>(kSeluScaleAlpha)) : g * static_cast<T>(kSeluScale);
            });
          case Activation::Softplus: return map2<T>(gradients, x, [one](T g, T f) { return g / (std::exp(-f) + one); });
          case Activation::Softsign:
            return map2<T>(gradients, x, [one](T g, T f) {
              const T d = std::fabs(f) + one;
              return g / (d * d);
            });
          default: break;
        }
      }
      throw OpError(OpError::Code::Internal, "activation gradient on an unsupported dtype");
    }
  });
}

}  // namespace tfplay::tensor
