// The C library's float exponential, vectorized: the scalar path of TF's float32 Exp (the last
// n % 8 elements of an Eigen expression, eigen_float_math.h). musl's expf (the wasm build's) and
// glibc's compute exp in double through a 32-entry table of 2^(i/32) and a cubic polynomial and
// round once; tfplay does the same arithmetic two lanes of doubles at a time, so its results are
// the wasm build's std::exp bit for bit and about 4x faster.
#pragma once

#include <cstdint>

namespace tfplay::tensor {

/// exp(x) in float as musl's expf (and glibc's non-FMA expf) computes it: x * 32/ln2 split into
/// an integer k and r in [-1/2, 1/2] in double, 2^(k/32) from the table, 2^(r/32) from a cubic,
/// their product rounded to float. Equal to wasm's std::exp for all 2^32 floats (checked
/// exhaustively); natively glibc's FMA build differs on 2 of them, by one ulp. Overflows to
/// inf above log(2^128), 0 below log(2^-150); exp(-inf) = 0, NaN stays NaN.
float exp_float(float x);

/// out[i] = exp_float(in[i]) for i < n; `in` and `out` may be the same array.
void exp_floats(const float* in, float* out, int64_t n);

}  // namespace tfplay::tensor
