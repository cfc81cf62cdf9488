// Four-lane float32 vectors for the hot kernels (element-wise arithmetic, reductions, matmul).
//
// The wasm build (-msimd128) uses WebAssembly SIMD through <wasm_simd128.h>; native builds
// use GCC/Clang vector extensions (SSE2 on x86-64, NEON on arm64), so each kernel has one
// source for both builds. Lane-wise add/sub/mul/div are IEEE-754 operations, exactly what the
// scalar loops compute, so vectorizing them never changes a result bit.
#pragma once

#include <cstring>

#ifdef __wasm_simd128__
#include <wasm_simd128.h>
#endif

namespace tfplay::tensor::simd {

/// Lanes per vector.
inline constexpr int kLanes = 4;

#ifdef __wasm_simd128__

/// Four float32 lanes.
struct F32x4 {
  v128_t v;
};
/// Unaligned load/store of 4 floats.
inline F32x4 load(const float* p) { return {wasm_v128_load(p)}; }
inline void store(float* p, F32x4 x) { wasm_v128_store(p, x.v); }
inline F32x4 splat(float s) { return {wasm_f32x4_splat(s)}; }
inline F32x4 operator+(F32x4 a, F32x4 b) { return {wasm_f32x4_add(a.v, b.v)}; }
inline F32x4 operator-(F32x4 a, F32x4 b) { return {wasm_f32x4_sub(a.v, b.v)}; }
inline F32x4 operator*(F32x4 a, F32x4 b) { return {wasm_f32x4_mul(a.v, b.v)}; }
inline F32x4 operator/(F32x4 a, F32x4 b) { return {wasm_f32x4_div(a.v, b.v)}; }
/// Per lane `(v > acc || isnan(v)) ? v : acc` (and with <): a running max (min) that, like
/// the scalar reductions, keeps a NaN once one is seen (v > NaN is false).
inline F32x4 max_nan(F32x4 acc, F32x4 v) {
  return {wasm_v128_bitselect(v.v, acc.v, wasm_v128_or(wasm_f32x4_gt(v.v, acc.v), wasm_f32x4_ne(v.v, v.v)))};
}
inline F32x4 min_nan(F32x4 acc, F32x4 v) {
  return {wasm_v128_bitselect(v.v, acc.v, wasm_v128_or(wasm_f32x4_lt(v.v, acc.v), wasm_f32x4_ne(v.v, v.v)))};
}

#else  // GCC/Clang vector extensions

using V4f = float __attribute__((vector_size(16)));
struct F32x4 {
  V4f v;
};
inline F32x4 load(const float* p) {
  F32x4 x;
  std::memcpy(&x.v, p, sizeof x.v);  // an unaligned vector load
  return x;
}
inline void store(float* p, F32x4 x) { std::memcpy(p, &x.v, sizeof x.v); }
inline F32x4 splat(float s) { return {V4f{s, s, s, s}}; }
inline F32x4 operator+(F32x4 a, F32x4 b) { return {a.v + b.v}; }
inline F32x4 operator-(F32x4 a, F32x4 b) { return {a.v - b.v}; }
inline F32x4 operator*(F32x4 a, F32x4 b) { return {a.v * b.v}; }
inline F32x4 operator/(F32x4 a, F32x4 b) { return {a.v / b.v}; }
inline F32x4 max_nan(F32x4 acc, F32x4 v) { return {((v.v > acc.v) | (v.v != v.v)) ? v.v : acc.v}; }
inline F32x4 min_nan(F32x4 acc, F32x4 v) { return {((v.v < acc.v) | (v.v != v.v)) ? v.v : acc.v}; }

#endif

/// The four lanes, in order.
inline void to_array(F32x4 x, float out[kLanes]) { store(out, x); }

}  // namespace tfplay::tensor::simd
