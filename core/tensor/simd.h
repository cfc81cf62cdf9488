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
/// Lanes of a and b picked by index (0-3: a's lanes, 4-7: b's).
template <int I0, int I1, int I2, int I3> inline F32x4 shuffle(F32x4 a, F32x4 b) {
  return {wasm_i32x4_shuffle(a.v, b.v, I0, I1, I2, I3)};
}
/// Per lane `x < 0 ? 0 : x`: std::max(x, 0), which keeps NaN and -0.0 (Eigen's cwiseMax(0)).
inline F32x4 relu(F32x4 x) { return {wasm_v128_andnot(x.v, wasm_f32x4_lt(x.v, wasm_f32x4_splat(0.0f)))}; }
/// Per lane `x > 0 ? 1.0f : 0.0f` (NaN gives 0).
inline F32x4 positive_mask(F32x4 x) {
  return {wasm_v128_and(wasm_f32x4_gt(x.v, wasm_f32x4_splat(0.0f)), wasm_f32x4_splat(1.0f))};
}
/// Each subnormal lane replaced by a zero of its sign (flush-to-zero, denormals.h); the
/// magnitude bits compare as signed ints, which they fit.
inline F32x4 flush_subnormal(F32x4 x) {
  const v128_t magnitude = wasm_v128_and(x.v, wasm_i32x4_splat(0x7fffffff));
  const v128_t tiny = wasm_i32x4_lt(magnitude, wasm_i32x4_splat(0x00800000));
  return {wasm_v128_andnot(x.v, wasm_v128_and(tiny, wasm_i32x4_splat(0x7fffffff)))};
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
template <int I0, int I1, int I2, int I3> inline F32x4 shuffle(F32x4 a, F32x4 b) {
  return {__builtin_shufflevector(a.v, b.v, I0, I1, I2, I3)};
}
using V4i = int __attribute__((vector_size(16)));
inline F32x4 relu(F32x4 x) {
  V4i bits;
  std::memcpy(&bits, &x.v, sizeof bits);
  bits &= ~(x.v < V4f{0.0f, 0.0f, 0.0f, 0.0f});  // a true comparison lane is all ones
  std::memcpy(&x.v, &bits, sizeof bits);
  return x;
}
inline F32x4 positive_mask(F32x4 x) {
  const V4i bits = (x.v > V4f{0.0f, 0.0f, 0.0f, 0.0f}) & 0x3f800000;  // the bits of 1.0f
  F32x4 out;
  std::memcpy(&out.v, &bits, sizeof bits);
  return out;
}
inline F32x4 flush_subnormal(F32x4 x) {
  V4i bits;
  std::memcpy(&bits, &x.v, sizeof bits);
  const V4i magnitude = bits & 0x7fffffff;
  bits &= ~((magnitude < 0x00800000) & 0x7fffffff);  // a true comparison lane is all ones
  std::memcpy(&x.v, &bits, sizeof bits);
  return x;
}

#endif

/// The four lanes, in order.
inline void to_array(F32x4 x, float out[kLanes]) { store(out, x); }

/// Transposes the 4 x 4 matrix whose rows are r0..r3 (lane moves only: no value changes).
inline void transpose4(F32x4& r0, F32x4& r1, F32x4& r2, F32x4& r3) {
  const F32x4 t0 = shuffle<0, 4, 1, 5>(r0, r1), t1 = shuffle<0, 4, 1, 5>(r2, r3);
  const F32x4 t2 = shuffle<2, 6, 3, 7>(r0, r1), t3 = shuffle<2, 6, 3, 7>(r2, r3);
  r0 = shuffle<0, 1, 4, 5>(t0, t1);
  r1 = shuffle<2, 3, 6, 7>(t0, t1);
  r2 = shuffle<0, 1, 4, 5>(t2, t3);
  r3 = shuffle<2, 3, 6, 7>(t2, t3);
}

// TFPLAY_SIMD_CLONES before a hot function compiles it twice on x86-64, for the baseline
// (SSE2) and for AVX, and picks the AVX copy at load time when the CPU has it: the same
// 4-lane code then uses three-operand instructions and broadcast loads (about 1.35x faster
// in the matmul micro-kernel). AVX without FMA, so every result stays bit-identical.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__wasm__)
#define TFPLAY_SIMD_CLONES __attribute__((target_clones("avx", "default")))
#else
#define TFPLAY_SIMD_CLONES
#endif

}  // namespace tfplay::tensor::simd
