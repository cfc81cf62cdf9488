// The float sine and cosine TF's CPU random kernels get from the C library (BoxMullerFloat
// calls sincosf on Linux): glibc's, whose results differ from the correctly rounded ones in
// about 1% of arguments. tfplay computes them itself, the same way natively and in wasm (whose
// libc rounds differently), so seeded normal draws match TF bit for bit on both.
#pragma once

namespace tfplay::tensor {

/// sin(y) and cos(y) in float as glibc's sincosf (>= 2.28, x86-64 with FMA) computes them:
/// the argument in double, one-step reduction by pi/2 for |y| < 120, a degree-7 odd (sine)
/// or degree-8 even (cosine) polynomial in double, rounded to float once. Bit-identical to
/// glibc for every float in [0, 2*pi] (checked exhaustively); beyond |y| >= 120 it falls back
/// to the correctly rounded values, which TF's Box-Muller (arguments in [0, 2*pi)) never needs.
void sincos_float(float y, float* sin_out, float* cos_out);

}  // namespace tfplay::tensor
