#include "core/tensor/eigen_float_math.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>

#include "core/tensor/exp_float.h"
#include "core/tensor/sincos_float.h"

namespace tfplay::tensor {

namespace {

// Each function is written once for a float and for four floats (GCC/Clang vector extensions,
// SSE natively and WebAssembly SIMD in the page): the same IEEE operations, lane by lane, in
// Eigen's order, with selects instead of branches.
using V4f = float __attribute__((vector_size(16)));
using V4i = int32_t __attribute__((vector_size(16)));

// The same bits as another type of the same size (std::bit_cast is missing from the wasm
// toolchain's libc++).
template <typename To, typename From> To reinterpret(const From& from) {
  static_assert(sizeof(To) == sizeof(From));
  To to;
  std::memcpy(&to, &from, sizeof to);
  return to;
}

template <typename L> struct Lanes;
template <> struct Lanes<float> {
  using Int = int32_t;
  static float splat(float c) { return c; }
  static float select(bool m, float a, float b) { return m ? a : b; }
  static bool negate(bool m) { return !m; }
  static Int to_int(float a) { return static_cast<Int>(a); }
  static float to_float(Int a) { return static_cast<float>(a); }
  static float from_bits(Int u) { return reinterpret<float>(u); }
  static Int to_bits(float f) { return reinterpret<Int>(f); }
};
template <> struct Lanes<V4f> {
  using Int = V4i;
  static V4f splat(float c) { return V4f{c, c, c, c}; }
  static V4f select(V4i m, V4f a, V4f b) { return m ? a : b; }
  static V4i negate(V4i m) { return ~m; }
  static Int to_int(V4f a) { return __builtin_convertvector(a, V4i); }
  static V4f to_float(Int a) { return __builtin_convertvector(a, V4f); }
  static V4f from_bits(Int u) { return reinterpret<V4f>(u); }
  static Int to_bits(V4f f) { return reinterpret<Int>(f); }
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
// Always inlined, as are logistic, tanh and log: in apply's loop their constants are splatted
// once, not per packet (the call and the splats were a fifth of softmax's instructions).
template <typename L> [[gnu::always_inline]] inline L exp_lanes(L x) {
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
template <typename L> [[gnu::always_inline]] inline L logistic_lanes(L x) {
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
template <typename L> [[gnu::always_inline]] inline L tanh_lanes(L a) {
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

// plog_float (GenericPacketMathFunctions.h): x = m 2^e with m in [sqrt(1/2), sqrt(2)) (frexp's
// [1/2, 1) doubled below sqrt(1/2)), log(m) as x p(x) / q(x) of x = m - 1, plus e ln 2; subnormals
// are scaled by 2^24 first. 0 gives -inf, +inf +inf, a negative or NaN input a NaN of all ones.
template <typename L> [[gnu::always_inline]] inline L log_lanes(L x) {
  using S = Lanes<L>;
  const auto invalid = (x < 0.0f) | (x != x);
  const auto zero = x == 0.0f;
  const auto pos_inf = x == std::numeric_limits<float>::infinity();
  const L xs = S::select(invalid | zero | pos_inf, S::splat(1.0f), x);  // keeps the bit work defined
  const auto subnormal = xs < std::numeric_limits<float>::min();
  const L xn = S::select(subnormal, xs * 16777216.0f, xs);
  const auto bits = S::to_bits(xn);
  L e = S::to_float(bits >> 23) + S::select(subnormal, S::splat(-150.0f), S::splat(-126.0f));
  const L m = S::from_bits((bits & static_cast<int32_t>(0x807fffff)) | 0x3f000000);  // in [1/2, 1)
  const auto below = m < 0.707106781186547524f;
  L r = m - 1.0f;
  e = e - S::select(below, S::splat(1.0f), S::splat(0.0f));
  r = r + S::select(below, m, S::splat(0.0f));
  L p = r * 0.18256296349849254f + 1.0000000190281063f;
  p = p * r + 1.0000000190281136f;
  p = r * p;
  L q = r * 0.049616247954120038f + 0.59923249590823520f;
  q = q * r + 1.4999999999999927f;
  q = q * r + 1.0f;
  r = p / q;
  r = e * 0.693147180559945309417232121458176568f + r;
  const L all_ones = S::from_bits(S::to_bits(S::splat(0.0f)) | -1);
  r = S::select(invalid, all_ones, S::select(pos_inf, x, r));
  return S::select(zero, S::splat(-std::numeric_limits<float>::infinity()), r);
}

// generic_log1p: log(1 + x) as x log(u) / (u - 1) with u = 1 + x (u's rounding cancels), x
// itself where u rounds to 1 or log(u) is infinite.
template <typename L> L log1p_lanes(L x) {
  const L u = x + 1.0f;
  const L log_u = log_lanes(u);
  const L large = x * (log_u / (u - 1.0f));
  return Lanes<L>::select((u == 1.0f) | (u == log_u), x, large);
}

// generic_expm1 (Kahan's): (u - 1) x / log(u) with u = exp(x); x where u rounds to 1, -1 where
// u - 1 does, u where it is infinite.
template <typename L> L expm1_lanes(L x) {
  using S = Lanes<L>;
  const L u = exp_lanes(x);
  const L u_minus_one = u - 1.0f;
  const L log_u = log_lanes(u);
  const L result = S::select(log_u == u, u, u_minus_one * (x / log_u));
  return S::select(u == 1.0f, x, S::select(u_minus_one == -1.0f, S::splat(-1.0f), result));
}

// --- pow: generic_pow (GenericPacketMathFunctions.h) and its double-word helpers, without FMA.

// |v| rounded toward zero (AVX's _MM_FROUND_TO_ZERO); values of 2^23 or more are integers.
template <typename L> L trunc_any(L v) {
  using S = Lanes<L>;
  const auto in_range = (v < 8388608.0f) & (v > -8388608.0f);
  const L small = S::select(in_range, v, S::splat(0.0f));
  return S::select(in_range, S::to_float(S::to_int(small)), v);
}

// pround<Packet8f>: round half away from zero, as trunc(v + copysign(0.49999997, v)).
template <typename L> L round_half_away(L v) {
  using S = Lanes<L>;
  const auto sign = S::to_bits(v) & static_cast<int32_t>(0x80000000);
  return trunc_any(v + S::from_bits(sign | 0x3effffff));
}

// floor for any finite float (pfloor).
template <typename L> L floor_any(L v) {
  const L t = trunc_any(v);
  return Lanes<L>::select(t > v, t - 1.0f, t);
}

// fast_twosum: hi + lo == x + y exactly, hi = fl(x + y), when |x| >= |y|.
template <typename L> void fast_two_sum(L x, L y, L& hi, L& lo) {
  hi = x + y;
  lo = y - (hi - x);
}

// Veltkamp's split of x into two halves of 12 significant bits.
template <typename L> void veltkamp_split(L x, L& hi, L& lo) {
  const L gamma = x * 4097.0f;
  const L rho = x - gamma;
  hi = rho + gamma;
  lo = x - hi;
}

// Dekker's product: hi + lo == x * y exactly, hi = fl(x * y).
template <typename L> void two_prod(L x, L y, L& hi, L& lo) {
  L x_hi, x_lo, y_hi, y_lo;
  veltkamp_split(x, x_hi, x_lo);
  veltkamp_split(y, y_hi, y_lo);
  hi = x * y;
  lo = x_hi * y_hi + -hi;
  lo = x_hi * y_lo + lo;
  lo = x_lo * y_hi + lo;
  lo = x_lo * y_lo + lo;
}

// (x_hi + x_lo) * y as a double word (Muller's algorithm 7).
template <typename L> void two_prod(L x_hi, L x_lo, L y, L& hi, L& lo) {
  L c_hi, c_lo1;
  two_prod(x_hi, y, c_hi, c_lo1);
  const L c_lo2 = x_lo * y;
  L t_hi, t_lo1;
  fast_two_sum(c_hi, c_lo2, t_hi, t_lo1);
  fast_two_sum(t_hi, t_lo1 + c_lo1, hi, lo);
}

// (x_hi + x_lo) + (y_hi + y_lo) as a double word, when |x_hi| >= |y_hi|.
template <typename L> void fast_two_sum(L x_hi, L x_lo, L y_hi, L y_lo, L& hi, L& lo) {
  L r_hi, r_lo;
  fast_two_sum(x_hi, y_hi, r_hi, r_lo);
  fast_two_sum(r_hi, (y_lo + r_lo) + x_lo, hi, lo);
}

// accurate_log2<float>: log2(z) for z in [sqrt(1/2), sqrt(2)) as a double word, a degree-10
// polynomial in z - 1 whose last two Horner steps run in double-word arithmetic.
template <typename L> void accurate_log2(L z, L& log2_hi, L& log2_lo) {
  constexpr double kC0 = 1.442695041742110273474963832995854318141937255859375e+00;
  constexpr float kC0Hi = static_cast<float>(kC0);
  constexpr float kC0Lo = static_cast<float>(kC0 - static_cast<double>(kC0Hi));
  constexpr double kC1 = -7.2134751588268664068692714863573201000690460205078125e-01;
  constexpr float kC1Hi = static_cast<float>(kC1);
  constexpr float kC1Lo = static_cast<float>(kC1 - static_cast<double>(kC1Hi));
  constexpr float kC[] = {9.7010828554630279541015625e-02f,  -1.6896486282348632812500000e-01f,
                          1.7200836539268493652343750e-01f,  -1.7892272770404815673828125e-01f,
                          2.0505344867706298828125000e-01f,  -2.4046677350997924804687500e-01f,
                          2.8857553005218505859375000e-01f,  -3.6067414283752441406250000e-01f,
                          4.8089790344238281250000000e-01f};
  using S = Lanes<L>;
  const L x = z - 1.0f;
  L p = S::splat(kC[0]);
  for (int i = 1; i < 9; ++i) p = p * x + kC[i];
  L p_hi, p_lo;
  two_prod(x, p, p_hi, p_lo);
  fast_two_sum(S::splat(kC1Hi), S::splat(kC1Lo), p_hi, p_lo, p_hi, p_lo);
  two_prod(p_hi, p_lo, x, p_hi, p_lo);
  fast_two_sum(S::splat(kC0Hi), S::splat(kC0Lo), p_hi, p_lo, p_hi, p_lo);
  two_prod(p_hi, p_lo, x, log2_hi, log2_lo);
}

// generic_exp2: 2^r as exp(fl(r ln 2)) * (1 + the product's low part), r clamped to [-151, 129].
template <typename L> L exp2_lanes(L r) {
  using S = Lanes<L>;
  const L x = max_of(min_of(r, S::splat(129.0f)), S::splat(-151.0f));
  L p_hi, p_lo;
  two_prod(S::splat(0.693147180559945309417232121458176568f), x, p_hi, p_lo);
  return exp_lanes(p_hi) * (p_lo + 1.0f);
}

// generic_pow_impl: |x|^y for finite positive x and finite y, as 2^(y log2 x) with y log2 x in
// double-word arithmetic split into an integer and a fraction.
template <typename L> L pow_positive(L x, L y) {
  using S = Lanes<L>;
  const auto subnormal = x < std::numeric_limits<float>::min();
  const L xn = S::select(subnormal, x * 16777216.0f, x);
  const auto bits = S::to_bits(xn);
  L e = S::to_float(bits >> 23) + S::select(subnormal, S::splat(-150.0f), S::splat(-126.0f));
  L m = S::from_bits((bits & static_cast<int32_t>(0x807fffff)) | 0x3f000000);  // in [1/2, 1)
  const auto below = m < 0.70710678118654752440f;
  m = S::select(below, m * 2.0f, m);
  e = S::select(below, e - 1.0f, e);
  L r_hi, r_lo;
  accurate_log2(m, r_hi, r_lo);
  L f1_hi, f1_lo, f2_hi, f2_lo, f_hi, f_lo;
  two_prod(e, y, f1_hi, f1_lo);
  two_prod(r_hi, r_lo, y, f2_hi, f2_lo);
  fast_two_sum(f1_hi, f1_lo, f2_hi, f2_lo, f_hi, f_lo);
  L n = round_half_away(f_hi);
  L r = (f_hi - n) + f_lo;
  const L n_r = round_half_away(r);
  r = r - n_r;
  n = n + n_r;
  // pldexp_fast for |n| <= 126 and pldexp_generic beyond agree wherever both apply.
  return ldexp_generic(exp2_lanes(r), n);
}

// generic_pow: pow_positive on |x|, then C's special cases (cppreference's std::pow list).
template <typename L> L pow_lanes(L x, L y) {
  using S = Lanes<L>;
  const L inf = S::splat(std::numeric_limits<float>::infinity());
  const L nan = S::splat(std::numeric_limits<float>::quiet_NaN());
  const L zero = S::splat(0.0f);
  const L one = S::splat(1.0f);
  const L x_abs = S::from_bits(S::to_bits(x) & 0x7fffffff);
  const L y_abs = S::from_bits(S::to_bits(y) & 0x7fffffff);
  const auto x_nan = x != x;
  const auto y_nan = y != y;
  const auto x_is_zero = x == 0.0f;
  const auto x_abs_is_inf = x_abs == inf;
  const auto y_abs_is_inf = y_abs == inf;
  // Lanes the special cases below replace compute on 1 and 1: no undefined conversions.
  const auto x_special = x_nan | x_is_zero | x_abs_is_inf;
  const auto y_special = y_nan | y_abs_is_inf;
  L pow = pow_positive(S::select(x_special, one, x_abs), S::select(y_special, one, y));

  const auto x_is_negative = x < 0.0f;
  const auto x_is_one = x == 1.0f;
  const auto x_has_sign_bit = (S::to_bits(x) >> 31) != 0;
  const auto x_abs_gt_one = x_abs > 1.0f;
  const auto y_is_negative = y < 0.0f;
  const auto y_is_zero = y == 0.0f;
  const auto y_is_one = y == 1.0f;
  const L y_finite = S::select(y_special, zero, y);
  const auto y_is_int = (floor_any(y_finite) == y) & S::negate(y_abs_is_inf | y_nan);
  const L y_half = y_finite * 0.5f;
  const auto y_is_even = round_half_away(y_half) == y_half;
  const auto y_is_odd_int = y_is_int & S::negate(y_is_even);
  constexpr float kHugeExponent = (128 * 0.693147180559945309417232121458176568f) / 1.1920928955078125e-07f;
  const auto y_abs_is_huge = y_abs >= kHugeExponent;

  pow = S::select(x_is_negative & S::negate(y_is_int), nan, pow);
  pow = S::select(x_is_zero, S::select(y_is_negative, inf, zero), pow);
  pow = S::select(x_has_sign_bit & y_is_odd_int, -pow, pow);
  L inf_y_value = S::select((y_is_negative & x_is_zero) | (y_is_negative ^ x_abs_gt_one), inf, zero);
  inf_y_value = S::select(x == -1.0f, one, inf_y_value);
  pow = S::select(y_abs_is_huge, inf_y_value, pow);
  const L x_pos_inf_value = S::select(y_is_negative, zero, inf);
  const L x_neg_inf_value = S::select(y_is_odd_int, -x_pos_inf_value, x_pos_inf_value);
  pow = S::select(x_abs_is_inf, S::select(x_is_negative, x_neg_inf_value, x_pos_inf_value), pow);
  pow = S::select(x_nan | y_nan, nan, pow);
  return S::select(y_is_one, x, S::select(x_is_one | y_is_zero, one, pow));
}

// --- sin and cos: psincos_float (GenericPacketMathFunctions.h), without FMA.

// trig_reduce_huge: Payne-Hanek reduction of a finite |x| >= 18838 by pi/2 with 96 bits of 2/pi
// in fixed point; returns x - q pi/2 and sets the quadrant q.
float trig_reduce_huge(float xf, int32_t* quadrant) {
  constexpr double kPio2_62 = 3.4061215800865545e-19;  // pi/2 * 2^-62
  constexpr uint64_t kHalf = uint64_t(1) << 61;      // 0.5 in 2.62 fixed point
  // 2/pi's bits, each word shifted by 8 from the previous one so that reads stay aligned.
  static constexpr uint32_t kTwoOverPi[] = {
      0x00000028, 0x000028be, 0x0028be60, 0x28be60db, 0xbe60db93, 0x60db9391, 0xdb939105, 0x9391054a, 0x91054a7f,
      0x054a7f09, 0x4a7f09d5, 0x7f09d5f4, 0x09d5f47d, 0xd5f47d4d, 0xf47d4d37, 0x7d4d3770, 0x4d377036, 0x377036d8,
      0x7036d8a5, 0x36d8a566, 0xd8a5664f, 0xa5664f10, 0x664f10e4, 0x4f10e410, 0x10e41000, 0xe4100000};
  uint32_t xi;
  std::memcpy(&xi, &xf, sizeof xi);
  const uint32_t e = (xi >> 23) - 118;
  xi = ((xi & 0x007fffffu) | 0x00800000u) << (e & 0x7);
  const uint32_t i = e >> 3;
  uint64_t p = uint64_t(xi) * kTwoOverPi[i + 7];
  p = uint64_t(xi) * kTwoOverPi[i + 3] + (p >> 32);
  p = (uint64_t(xi * kTwoOverPi[i - 1]) << 32) + p;
  const uint64_t q = (p + kHalf) >> 62;
  *quadrant = static_cast<int32_t>(q);
  p -= q << 62;
  return static_cast<float>(static_cast<double>(static_cast<int64_t>(p)) * kPio2_62);
}

// psincos_float: the quadrant by 2^23 rounding of x 2/pi, x - q pi/2 in four Cody-Waite parts
// (Payne-Hanek above 25966 for sin, 18838 for cos), then the sine or cosine polynomial by the
// quadrant's parity and the sign by its second bit.
template <bool kSine, typename L> L sincos_lanes(L in) {
  using S = Lanes<L>;
  using I = typename S::Int;
  const L x_abs = S::from_bits(S::to_bits(in) & 0x7fffffff);
  L y = x_abs * 0.636619746685028076171875f;
  const L y_round = y + 12582912.0f;
  I y_int = S::to_bits(y_round);
  y = y_round - 12582912.0f;
  L x = y * -1.5703125f + x_abs;
  x = y * -0.000483989715576171875f + x;
  x = y * 1.62865035235881805419921875e-07f + x;
  x = y * 5.5644315544167710640977020375430583953857421875e-11f + x;
  constexpr float kHuge = kSine ? 25966.0f : 18838.0f;
  const auto huge = (x_abs >= kHuge) & (x_abs != std::numeric_limits<float>::infinity());
  if constexpr (std::is_same_v<L, float>) {
    if (huge) x = trig_reduce_huge(x_abs, &y_int);
  } else {
    if (huge[0] | huge[1] | huge[2] | huge[3]) {
      for (int k = 0; k < 4; ++k) {
        if (!huge[k]) continue;
        int32_t quadrant;
        x[k] = trig_reduce_huge(x_abs[k], &quadrant);
        y_int[k] = quadrant;
      }
    }
  }
  const I sign_source = kSine ? (S::to_bits(in) ^ (y_int << 30)) : ((y_int + 1) << 30);
  const I sign_bit = sign_source & static_cast<int32_t>(0x80000000);
  const auto use_cos = (y_int & 1) == 0;
  const L x2 = x * x;
  L cos_poly = x2 * 2.4372266125283204019069671630859375e-05f + -0.00138865201734006404876708984375f;
  cos_poly = cos_poly * x2 + 0.041666619479656219482421875f;
  cos_poly = cos_poly * x2 + -0.5f;
  cos_poly = cos_poly * x2 + 1.0f;
  L sin_poly = x2 * -0.0001959234114083702898469196984621021329076029360294342041015625f +
               0.0083326873655616851693794799871284340042620897293090820312500000f;
  sin_poly = sin_poly * x2 + -0.1666666203982298255503735617821803316473960876464843750000000000f;
  sin_poly = sin_poly * x2;
  sin_poly = sin_poly * x + x;
  const L result = kSine ? S::select(use_cos, sin_poly, cos_poly) : S::select(use_cos, cos_poly, sin_poly);
  return S::from_bits(S::to_bits(result) ^ sign_bit);
}

// scalar_sin_op / scalar_cos_op's scalar code: glibc's sinf and cosf (sincos_float.h), the same
// in both builds.
float sine_scalar(float x) {
  float s, c;
  sincos_float(x, &s, &c);
  return s;
}
float cosine_scalar(float x) {
  float s, c;
  sincos_float(x, &s, &c);
  return c;
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
constexpr auto kLog = [](auto x) { return log_lanes(x); };
constexpr auto kLog1p = [](auto x) { return log1p_lanes(x); };
constexpr auto kExpm1 = [](auto x) { return expm1_lanes(x); };
constexpr auto kSin = [](auto x) { return sincos_lanes<true>(x); };
constexpr auto kCos = [](auto x) { return sincos_lanes<false>(x); };

}  // namespace

float eigen_packet_lane(EigenFloatFunction f, float x) {
  switch (f) {
    case EigenFloatFunction::Exp: return exp_lanes(x);
    case EigenFloatFunction::Logistic: return logistic_lanes(x);
    case EigenFloatFunction::Tanh: return tanh_lanes(x);
    case EigenFloatFunction::Log: return log_lanes(x);
    case EigenFloatFunction::Log1p: return log1p_lanes(x);
    case EigenFloatFunction::Expm1: return expm1_lanes(x);
    case EigenFloatFunction::Sin: return sincos_lanes<true>(x);
    case EigenFloatFunction::Cos: return sincos_lanes<false>(x);
  }
  return x;
}

float eigen_scalar(EigenFloatFunction f, float x) {
  switch (f) {
    case EigenFloatFunction::Exp: return exp_float(x);
    case EigenFloatFunction::Logistic: return logistic_scalar(x);
    case EigenFloatFunction::Tanh: return tanh_lanes(x);
    case EigenFloatFunction::Log: return std::log(x);
    case EigenFloatFunction::Log1p: return std::log1p(x);
    case EigenFloatFunction::Expm1: return std::expm1(x);
    case EigenFloatFunction::Sin: return sine_scalar(x);
    case EigenFloatFunction::Cos: return cosine_scalar(x);
  }
  return x;
}

float eigen_pow_packet_lane(float x, float y) { return pow_lanes(x, y); }

void eigen_pow_floats(const float* x, bool x_scalar, const float* y, bool y_scalar, float* out, int64_t n,
                      int64_t packet_end) {
  const int64_t split = std::clamp<int64_t>(packet_end, 0, n);
  auto at = [](const float* p, bool scalar, int64_t i) { return scalar ? p[0] : p[i]; };
  int64_t i = 0;
  for (; i + 4 <= split; i += 4) {
    V4f a, b;
    if (x_scalar) a = V4f{x[0], x[0], x[0], x[0]};
    else std::memcpy(&a, x + i, sizeof a);
    if (y_scalar) b = V4f{y[0], y[0], y[0], y[0]};
    else std::memcpy(&b, y + i, sizeof b);
    const V4f r = pow_lanes(a, b);
    std::memcpy(out + i, &r, sizeof r);
  }
  for (; i < split; ++i) out[i] = pow_lanes(at(x, x_scalar, i), at(y, y_scalar, i));
  for (; i < n; ++i) out[i] = std::pow(at(x, x_scalar, i), at(y, y_scalar, i));
}

void eigen_floats(EigenFloatFunction f, const float* in, float* out, int64_t n, int64_t packet_end) {
  const int64_t split = std::clamp<int64_t>(packet_end, 0, n);
  switch (f) {
    case EigenFloatFunction::Exp: apply(kExp, in, out, 0, split); break;
    case EigenFloatFunction::Logistic: apply(kLogistic, in, out, 0, split); break;
    case EigenFloatFunction::Tanh: apply(kTanh, in, out, 0, split); break;
    case EigenFloatFunction::Log: apply(kLog, in, out, 0, split); break;
    case EigenFloatFunction::Log1p: apply(kLog1p, in, out, 0, split); break;
    case EigenFloatFunction::Expm1: apply(kExpm1, in, out, 0, split); break;
    case EigenFloatFunction::Sin: apply(kSin, in, out, 0, split); break;
    case EigenFloatFunction::Cos: apply(kCos, in, out, 0, split); break;
  }
  // The scalar tail; expf has its own vectorized form (softmax rows are often all tail).
  if (f == EigenFloatFunction::Exp) {
    if (split < n) exp_floats(in + split, out + split, n - split);
    return;
  }
  for (int64_t i = split; i < n; ++i) out[i] = eigen_scalar(f, in[i]);
}

}  // namespace tfplay::tensor
