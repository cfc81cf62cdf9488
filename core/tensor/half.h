// IEEE 754 binary16 and bfloat16 helpers. tfplay stores float16 tensors as `float`; every kernel that
// produces float16 rounds its results through `round_to_half`, so values match what
// Eigen::half arithmetic in TF would hold (compute in float, round once per op).
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

namespace tfplay::tensor {

/// Float -> binary16 bits, round-to-nearest-even (like Eigen::half's conversion).
inline uint16_t float_to_half_bits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  const uint32_t sign = (x >> 16) & 0x8000u;
  x &= 0x7fffffffu;
  if (x >= 0x7f800000u) {  // inf or nan
    return static_cast<uint16_t>(sign | 0x7c00u | (x > 0x7f800000u ? 0x200u : 0u));
  }
  if (x >= 0x477ff000u) return static_cast<uint16_t>(sign | 0x7c00u);  // rounds to inf
  if (x < 0x38800000u) {
    // Subnormal half (or zero): scale so the half's lsb is 2^-24, then round to even.
    float af;
    std::memcpy(&af, &x, 4);
    const float scaled = af * 16777216.0f;  // 2^24, exact
    const float r = std::nearbyint(scaled);  // default rounding mode is to-nearest-even
    return static_cast<uint16_t>(sign | static_cast<uint32_t>(r));
  }
  // Normal: rebias exponent, round mantissa from 23 to 10 bits (ties to even).
  uint32_t mant_odd = (x >> 13) & 1u;
  x += 0xc8000fffu + mant_odd;  // rebias (-112 << 23) and add rounding bias
  return static_cast<uint16_t>(sign | (x >> 13));
}

/// binary16 bits -> float (exact).
inline float half_bits_to_float(uint16_t h) {
  const uint32_t sign = (static_cast<uint32_t>(h) & 0x8000u) << 16;
  const uint32_t exp = (h >> 10) & 0x1fu;
  const uint32_t mant = h & 0x3ffu;
  float out;
  if (exp == 0) {
    out = std::ldexp(static_cast<float>(mant), -24);
    if (sign) out = -out;
    return out;
  }
  uint32_t bits;
  if (exp == 31) {
    bits = sign | 0x7f800000u | (mant << 13);
  } else {
    bits = sign | ((exp + 112u) << 23) | (mant << 13);
  }
  std::memcpy(&out, &bits, 4);
  return out;
}

/// Rounds a float to the nearest representable float16 value.
inline float round_to_half(float f) { return half_bits_to_float(float_to_half_bits(f)); }

/// Float -> bfloat16 bits, round-to-nearest-even on the top 16 bits; a NaN stays a quiet NaN of
/// its sign (Eigen's float_to_bfloat16_rtne<false>, Eigen/src/Core/arch/Default/BFloat16.h).
inline uint16_t float_to_bfloat16_bits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  if (std::isnan(f)) return static_cast<uint16_t>((x & 0x80000000u) ? 0xffc0u : 0x7fc0u);
  const uint32_t lsb = (x >> 16) & 1u;
  x += 0x7fffu + lsb;
  return static_cast<uint16_t>(x >> 16);
}

/// bfloat16 bits -> float (exact: the bits are float's top half).
inline float bfloat16_bits_to_float(uint16_t b) {
  const uint32_t bits = static_cast<uint32_t>(b) << 16;
  float out;
  std::memcpy(&out, &bits, 4);
  return out;
}

/// Rounds a float to the nearest representable bfloat16 value.
inline float round_to_bfloat16(float f) { return bfloat16_bits_to_float(float_to_bfloat16_bits(f)); }

/// The 16 bits TF and NumPy store a float16 (`bfloat16` false) or bfloat16 element in.
inline uint16_t reduced_float_bits(float f, bool bfloat16) {
  return bfloat16 ? float_to_bfloat16_bits(f) : float_to_half_bits(f);
}
/// The float value of a float16 (`bfloat16` false) or bfloat16 element's 16 bits.
inline float reduced_float_from_bits(uint16_t b, bool bfloat16) {
  return bfloat16 ? bfloat16_bits_to_float(b) : half_bits_to_float(b);
}

}  // namespace tfplay::tensor
