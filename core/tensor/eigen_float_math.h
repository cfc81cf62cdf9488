// The float32 exp, logistic, tanh, log, log1p, expm1, sin, cos and pow of TF's CPU kernels. TF
// evaluates Exp, Sigmoid, Tanh, Log, Log1p, Expm1, Sin, Cos and Pow as Eigen tensor expressions
// (cwise_ops.h: scalar_exp_op, scalar_logistic_op, scalar_tanh_op, scalar_log_op, ...) compiled
// for AVX without FMA: the elements before the last n % 8 go through Eigen's packet code, eight
// at a time (its own polynomial approximations), and the last n % 8 through its scalar code (the
// C library's expf for exp and logistic, logf, log1pf, expm1f, sinf, cosf and powf; tanh's
// scalar code is its packet code). The two paths round differently, so which one an element
// takes depends on its index. tfplay runs the same float operations in the same order for each
// element, with no FMA contraction: without FMA every pmadd is a product rounded, then a sum
// rounded. Checked bit for bit against Eigen 4c38131a (February 2025, the commit TF 2.20 pins)
// built with -mavx, on every float: docs/ops-fidelity.md.
#pragma once

#include <cstdint>

namespace tfplay::tensor {

/// Which of Eigen's float functions `eigen_floats` evaluates.
enum class EigenFloatFunction {
  Exp,       ///< scalar_exp_op: packets pexp_float, the rest the C library's expf
  Logistic,  ///< scalar_logistic_op<float>: packets its own exp(x/2)^2 form, the rest e / (1 + e)
  Tanh,      ///< scalar_tanh_op: ptanh_float's [9/8] rational form clamped to +-7.90738964, all paths
  Log,       ///< scalar_log_op: packets plog_float, the rest the C library's logf
  Log1p,     ///< scalar_log1p_op: packets generic_log1p over plog_float, the rest log1pf
  Expm1,     ///< scalar_expm1_op: packets generic_expm1 over pexp_float and plog_float, the rest expm1f
  Sin,       ///< scalar_sin_op: packets psincos_float, the rest glibc's sinf (sincos_float.h)
  Cos,       ///< scalar_cos_op: packets psincos_float, the rest glibc's cosf
};

/// Where the packet path of an element-wise Eigen expression over n elements ends: Eigen's AVX
/// executor evaluates packets of 8 floats from the start, the last n % 8 one by one.
inline int64_t eigen_packet_end(int64_t n) { return n - n % 8; }

/// out[i] = f(in[i]) for i < n, where elements with i < packet_end take Eigen's packet path and
/// the others its scalar path (`packet_end` is eigen_packet_end(n) for an element-wise op over a
/// whole tensor). `in` and `out` may be the same array. NaN gives NaN.
void eigen_floats(EigenFloatFunction f, const float* in, float* out, int64_t n, int64_t packet_end);

/// Eigen's pow (scalar_pow_op<float, float>, TF's Pow) for out[i] = x[i] ** y[i], i < n; a
/// `*_scalar` operand is its one element for every i. Elements before packet_end take
/// generic_pow (y log2 x in double-word arithmetic, then 2^n exp2(r); up to 3 ulps: 9 ** 2 is
/// 81.000008 there), the others the C library's powf.
void eigen_pow_floats(const float* x, bool x_scalar, const float* y, bool y_scalar, float* out, int64_t n,
                      int64_t packet_end);

/// The packet-path value of x ** y.
float eigen_pow_packet_lane(float x, float y);

/// The packet-path value of f at x (one lane of Eigen's AVX code).
float eigen_packet_lane(EigenFloatFunction f, float x);

/// The scalar-path value of f at x.
float eigen_scalar(EigenFloatFunction f, float x);

}  // namespace tfplay::tensor
