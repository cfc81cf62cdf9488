#include "core/tensor/sincos_float.h"

#include <cmath>
#include <cstdint>
#include <cstring>

namespace tfplay::tensor {

namespace {

// The polynomial coefficients (minimax fits on [-pi/4, pi/4]) of the sine and cosine; the second
// set is the first with the cosine's negated, for quadrants where cos(x) turns into -cos(x).
struct Coefficients {
  double c0, c1, c2, c3, c4;  // cosine: c0 + c1 x^2 + ... + c4 x^8
  double s1, s2, s3;          // sine: x + s1 x^3 + s2 x^5 + s3 x^7
};
constexpr Coefficients kCoefficients[2] = {
    {0x1p0, -0x1.ffffffd0c621cp-2, 0x1.55553e1068f19p-5, -0x1.6c087e89a359dp-10, 0x1.99343027bf8c3p-16,
     -0x1.555545995a603p-3, 0x1.1107605230bc4p-7, -0x1.994eb3774cf24p-13},
    {-0x1p0, 0x1.ffffffd0c621cp-2, -0x1.55553e1068f19p-5, 0x1.6c087e89a359dp-10, -0x1.99343027bf8c3p-16,
     -0x1.555545995a603p-3, 0x1.1107605230bc4p-7, -0x1.994eb3774cf24p-13},
};
constexpr double kQuadrantSign[4] = {1.0, -1.0, -1.0, 1.0};
constexpr double kTwoOverPiScaled = 0x1.45F306DC9C883p+23;  // 2/pi * 2^24
constexpr double kHalfPi = 0x1.921FB54442D18p0;

// Exponent and top mantissa bits of |x|: the coarse magnitude the range tests compare.
uint32_t magnitude_bits(float x) {
  uint32_t bits;  // std::bit_cast is missing from the wasm toolchain's libc++
  std::memcpy(&bits, &x, sizeof bits);
  return (bits >> 20) & 0x7ff;
}

// The sine (even quadrant) or cosine (odd) polynomial of the reduced argument `x`, x2 = x*x,
// each `a + b*c` one fused multiply-add as glibc's FMA build evaluates it.
float evaluate(double x, double x2, const Coefficients& k, int quadrant) {
  if ((quadrant & 1) == 0) {
    const double x3 = x * x2;
    const double tail = std::fma(x2, k.s3, k.s2);
    const double x7 = x3 * x2;
    const double head = std::fma(x3, k.s1, x);
    return static_cast<float>(std::fma(x7, tail, head));
  }
  const double x4 = x2 * x2;
  const double tail = std::fma(x2, k.c4, k.c3);
  const double head = std::fma(x2, k.c1, k.c0);
  const double x6 = x4 * x2;
  const double sum = std::fma(x4, k.c2, head);
  return static_cast<float>(std::fma(x6, tail, sum));
}

}  // namespace

void sincos_float(float y, float* sin_out, float* cos_out) {
  double x = y;
  if (magnitude_bits(y) < magnitude_bits(0x1.921FB6p-1f)) {  // below about pi/4
    if (magnitude_bits(y) < magnitude_bits(0x1p-12f)) {
      *sin_out = y;
      *cos_out = 1.0f;
      return;
    }
    const double x2 = x * x;
    *sin_out = evaluate(x, x2, kCoefficients[0], 0);
    *cos_out = evaluate(x, x2, kCoefficients[0], 1);
    return;
  }
  if (magnitude_bits(y) < magnitude_bits(120.0f)) {
    // n = round(x / (pi/2)) from the scaled product's integer part; x - n*pi/2 in one rounding.
    const int n = (static_cast<int32_t>(x * kTwoOverPiScaled) + 0x800000) >> 24;
    x = std::fma(-static_cast<double>(n), kHalfPi, x);
    const double signed_x = x * kQuadrantSign[n & 3];
    const Coefficients& k = kCoefficients[(n & 2) ? 1 : 0];
    *sin_out = evaluate(signed_x, x * x, k, n);
    *cos_out = evaluate(signed_x, x * x, k, n ^ 1);
    return;
  }
  *sin_out = static_cast<float>(std::sin(x));
  *cos_out = static_cast<float>(std::cos(x));
}

}  // namespace tfplay::tensor
