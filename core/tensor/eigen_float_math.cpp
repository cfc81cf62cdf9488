#include "core/tensor/eigen_float_math.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "core/tensor/exp_float.h"

namespace tfplay::tensor {

namespace {

// Each function is written once for a float and for four floats (GCC/Clang vector extensions,
// SSE natively and WebAssembly SIMD in the page): the same IEEE operations, lane by lane, in
// Eigen's order, with selects instead of branches.
using V4f = float __attribute__((vector_size(16)));
using V4i = int32_t __attribute__((vector_size(16)));

template <typename L> struct Lanes;
template <> struct Lanes<float> {
  using Int = int32_t;
  static float splat(float c) { return c; }
  static float select(bool m, float a, float b) { return m ? a : b; }
  static Int to_int(float a) { return static_cast<Int>(a); }
  static float to_float(Int a) { return static_cast<float>(a); }
  static float from_bits(Int u) {
    float f;
    std::memcpy(&f, &u, sizeof f);
    return f;
  }
};
template <> struct Lanes<V4f> {
  using Int = V4i;
  static V4f splat(float c) { return V4f{c, c, c, c}; }
  static V4f select(V4i m, V4f a, V4f b) { return m ? a : b; }
  static Int to_int(V4f a) { return __builtin_convertvector(a, V4i); }
  static V4f to_float(Int a) { return __builtin_convertvector(a, V4f); }
  static V4f from_bits(Int u) {
    V4f f;
    std::memcpy(&f, &u, sizeof f);
    return f;
  }
};

// std::min and std::max (b < a ? b : a, a < b ? b : a): a NaN in `a` comes through.
template <typename L> L min_of(L a, L b) { return Lanes<L>::select(b < a, b, a); }
template <typename L> L max_of(L a, L b) { return Lanes<L>::select(a < b, b, a); }

// 2^(biased - 127) for biased exponent fields in [1, 254] (Eigen builds the factor from bits).
template <typename L> L power_of_two(typename Lanes<L>::Int biased) { return Lanes<L>::from_bits(biased << 23); }

// floor(v) for |v| < 2^23 (AVX's round-down; std::floor is a library call on baseline x86-64).
template <typename L> L floor_small(L v) {
  const L t = Lanes<L>::to_float(Lanes<L>::to_int(v));
  return Lanes<L>::select(t > v, t - 1.0f, t);
}

// Eigen's pldexp_generic: a * 2^exponent in four factors 2^b 2^b 2^b 2^(e - 3b), b = floor(e/4),
// so no intermediate overflows; e is clamped to +-278. For exp's |x| <= 87 it equals
// pldexp_fast (every product exact), which Eigen then uses instead.
template <typename L> L ldexp_generic(L a, L exponent) {
  const auto e = Lanes<L>::to_int(min_of(max_of(exponent, Lanes<L>::splat(-278.0f)), Lanes<L>::splat(278.0f)));
  const auto b = e >> 2;  // arithmetic shift: floor(e / 4)
  const L c = power_of_two<L>(b + 127);
  const L out = ((a * c) * c) * c;
  return out * power_of_two<L>(e - 3 * b + 127);
}

// Eigen's pldexp_fast: a * 2^exponent with the biased exponent clamped to [0, 255].
template <typename L> L ldexp_fast(L a, L exponent) {
  const L biased = min_of(max_of(exponent + 127.0f, Lanes<L>::splat(0.0f)), Lanes<L>::splat(255.0f));
  return a * power_of_two<L>(Lanes<L>::to_int(biased));
}

constexpr float kLog2e = 1.44269504088896341f;
constexpr float kLn2Hi = -0.693359375f;  // Cephes' two-part ln 2
constexpr float kLn2Lo = 2.12194440e-4f;
// Inputs below -104 give 0 in both functions; clamping at -200 keeps the integer conversions in
// range (as does replacing a NaN by 0 until the end).
constexpr float kZeroBelow = -104.0f;
constexpr float kClampBelow = -200.0f;

// pexp_float (GenericPacketMathFunctions.h): m = floor(x log2(e) + 1/2), r = x - m ln 2 in two
// parts, a degree-6 polynomial, times 2^m; below -104 the result is 0.
template <typename L> L exp_lanes(L x) {
  using S = Lanes<L>;
  const auto nan = x != x;
  const L xc = min_of(max_of(S::select(nan, S::splat(0.0f), x), S::splat(kClampBelow)), S::splat(88.723f));
  const L m = floor_small(xc * kLog2e + 0.5f);
  L r = m * kLn2Hi + xc;
  r = m * kLn2Lo + r;
  const L r2 = r * r;
  L p_even = r2 * 1.37449637986719608306884765625e-3f + 4.166965186595916748046875e-2f;
  const L p_odd = r2 * 8.36894474923610687255859375e-3f + 0.16666518151760101318359375f;
  p_even = r2 * p_even + 0.49999988079071044921875f;
  const L p_low = r + 1.0f;
  L y = r * p_odd + p_even;
  y = r2 * y + p_low;
  const L result = max_of(ldexp_generic(y, m), x);  // pmax with x: exp(+inf) = +inf
  return S::select(nan, x, S::select(x < kZeroBelow, S::splat(0.0f), result));
}

// scalar_logistic_op<float>::packetOp (UnaryFunctors.h): exp(x/2) by a degree-5 polynomial,
// squared, then e / (1 + e); x is clamped at 16.6355324, where the result is exactly 1.
template <typename L> L logistic_lanes(L x) {
  using S = Lanes<L>;
  const auto nan = x != x;
  const L h = max_of(min_of(S::select(nan, S::splat(0.0f), x), S::splat(16.6355324f)), S::splat(kClampBelow)) * 0.5f;
  const L m = floor_small(h * kLog2e + 0.5f);
  L r = m * kLn2Hi + h;
  r = m * kLn2Lo + r;
  const L r2 = r * r;
  const L p_even = r2 * 4.1898667812347412109375e-2f + 0.49999141693115234375f;
  const L p_odd = r2 * 8.33471305668354034423828125e-3f + 0.16666877269744873046875f;
  const L p_low = r + 1.0f;
  L p = r * p_odd + p_even;
  p = r2 * p + p_low;
  L e = ldexp_fast(p, m);
  e = e * e;
  const L result = e / (e + 1.0f);
  return S::select(nan, x, S::select(x < kZeroBelow, S::splat(0.0f), result));
}

// ptanh_float (GenericPacketMathFunctions.h, since August 2024), for packets and, through
// numext::tanh, for scalars alike: x clamped to +-7.90738964 (the bound without FMA), then
// x (1 + x^2 P(x^2)) / Q(x^2) by Horner's rule, each multiply-add rounded twice.
template <typename L> L tanh_lanes(L a) {
  constexpr float kClamp = 7.90738964080810547f;
  const L x = max_of(min_of(a, Lanes<L>::splat(kClamp)), Lanes<L>::splat(-kClamp));  // NaN stays NaN
  const L x2 = x * x;
  const L x3 = x2 * x;
  L p = x2 * 1.394553628e-8f + 2.102733560e-5f;
  p = p * x2 + 3.520756727e-3f;
  p = p * x2 + 1.340216100e-1f;
  L q = x2 * 8.015776984e-7f + 3.326951409e-4f;
  q = q * x2 + 2.597254514e-2f;
  q = q * x2 + 4.673548340e-1f;
  q = q * x2 + 1.0f;
  p = x3 * p + x;
  return p / q;
}

// scalar_logistic_op<float>::operator(): the C library's exp.
float logistic_scalar(float x) {
  const float e = exp_float(std::min(x, 16.6355324f));
  return e / (1.0f + e);
}

// out[i] = f(in[i]) for i in [begin, end), four lanes at a time.
template <typename F> void apply(F f, const float* in, float* out, int64_t begin, int64_t end) {
  int64_t i = begin;
  for (; i + 4 <= end; i += 4) {
    V4f v;
    std::memcpy(&v, in + i, sizeof v);
    v = f(v);
    std::memcpy(out + i, &v, sizeof v);
  }
  for (; i < end; ++i) out[i] = f(in[i]);
}

// The lane functions as generic callables, for apply's two lane widths.
constexpr auto kExp = [](auto x) { return exp_lanes(x); };
constexpr auto kLogistic = [](auto x) { return logistic_lanes(x); };
constexpr auto kTanh = [](auto x) { return tanh_lanes(x); };

}  // namespace

float eigen_packet_lane(EigenFloatFunction f, float x) {
  switch (f) {
    case EigenFloatFunction::Exp: return exp_lanes(x);
    case EigenFloatFunction::Logistic: return logistic_lanes(x);
    case EigenFloatFunction::Tanh: return tanh_lanes(x);
  }
  return x;
}

float eigen_scalar(EigenFloatFunction f, float x) {
  switch (f) {
    case EigenFloatFunction::Exp: return exp_float(x);
    case EigenFloatFunction::Logistic: return logistic_scalar(x);
    case EigenFloatFunction::Tanh: return tanh_lanes(x);
  }
  return x;
}

void eigen_floats(EigenFloatFunction f, const float* in, float* out, int64_t n, int64_t packet_end) {
  const int64_t split = std::clamp<int64_t>(packet_end, 0, n);
  switch (f) {
    case EigenFloatFunction::Exp:
      apply(kExp, in, out, 0, split);
      if (split < n) exp_floats(in + split, out + split, n - split);
      return;
    case EigenFloatFunction::Logistic:
      apply(kLogistic, in, out, 0, split);
      for (int64_t i = split; i < n; ++i) out[i] = logistic_scalar(in[i]);
      return;
    case EigenFloatFunction::Tanh: apply(kTanh, in, out, 0, n); return;
  }
}

}  // namespace tfplay::tensor
