#include "core/tensor/exp_float.h"

#include <cmath>
#include <cstring>
#include <limits>

#ifdef __wasm_simd128__
#include <wasm_simd128.h>
#endif

namespace tfplay::tensor {

namespace {

constexpr int kTableBits = 5;
constexpr int kTableSize = 1 << kTableBits;
constexpr double kScaledInvLn2 = 0x1.71547652b82fep+0 * kTableSize;  // 32 / ln 2
constexpr double kRoundShift = 0x1.8p+52;  // adding it rounds a double to an integer in its low bits
// exp(x) = 2^(k/32) * 2^(r/32), 2^(r/32) ~ 1 + c2 r + c1 r^2 + c0 r^3 on |r| <= 1/2.
constexpr double kC0 = 0x1.c6af84b912394p-5 / kTableSize / kTableSize / kTableSize;
constexpr double kC1 = 0x1.ebfce50fac4f3p-3 / kTableSize / kTableSize;
constexpr double kC2 = 0x1.62e42ff0c52d6p-1 / kTableSize;

uint64_t bits_of(double d) {
  uint64_t u;  // std::bit_cast is missing from the wasm toolchain's libc++
  std::memcpy(&u, &d, sizeof u);
  return u;
}
double from_bits(uint64_t u) {
  double d;
  std::memcpy(&d, &u, sizeof d);
  return d;
}

// 2^(i/32) as double bits, less i/32 in the exponent field so that adding k << 47 (k = 32 q + i)
// gives 2^(k/32): a table lookup plus an integer add scale by 2^q.
struct ScaleTable {
  uint64_t bits[kTableSize];
  ScaleTable() {
    for (int i = 0; i < kTableSize; ++i) {
      bits[i] = bits_of(std::exp2(static_cast<double>(i) / kTableSize)) - (static_cast<uint64_t>(i) << 52) / kTableSize;
    }
  }
};
const ScaleTable kScale;

// |x| >= 88 or NaN: the arguments whose result may overflow, underflow or be special.
bool outside_core_range(float x) {
  uint32_t u;
  std::memcpy(&u, &x, sizeof u);
  return ((u >> 20) & 0x7ff) >= 0x42b;
}

}  // namespace

float exp_float(float x) {
  if (outside_core_range(x)) {
    if (x == -std::numeric_limits<float>::infinity()) return 0.0f;
    if (std::isnan(x) || std::isinf(x)) return x + x;
    if (x > 0x1.62e42ep6f) return std::numeric_limits<float>::infinity();  // above log(2^128)
    if (x < -0x1.9fe368p6f) return 0.0f;                                  // below log(2^-150)
  }
  const double z = kScaledInvLn2 * static_cast<double>(x);
  const double shifted = z + kRoundShift;
  const uint64_t k = bits_of(shifted);
  const double r = z - (shifted - kRoundShift);
  const double scale = from_bits(kScale.bits[k % kTableSize] + (k << (52 - kTableBits)));
  const double cubic = kC0 * r + kC1;
  const double linear = kC2 * r + 1.0;
  return static_cast<float>((cubic * (r * r) + linear) * scale);
}

void exp_floats(const float* in, float* out, int64_t n) {
  int64_t i = 0;
#ifdef __wasm_simd128__
  // Four floats per step as two pairs of doubles; the table lookups go lane by lane.
  const v128_t inv = wasm_f64x2_splat(kScaledInvLn2), shift = wasm_f64x2_splat(kRoundShift);
  const v128_t c0 = wasm_f64x2_splat(kC0), c1 = wasm_f64x2_splat(kC1), c2 = wasm_f64x2_splat(kC2);
  const v128_t one = wasm_f64x2_splat(1.0), limit = wasm_f32x4_splat(0x1.5ffffep6f);  // just below 88
  auto half = [&](v128_t x) {
    const v128_t z = wasm_f64x2_mul(inv, x);
    const v128_t shifted = wasm_f64x2_add(z, shift);
    const v128_t r = wasm_f64x2_sub(z, wasm_f64x2_sub(shifted, shift));
    const uint64_t k0 = wasm_i64x2_extract_lane(shifted, 0), k1 = wasm_i64x2_extract_lane(shifted, 1);
    const v128_t table = wasm_i64x2_make(static_cast<int64_t>(kScale.bits[k0 % kTableSize]),
                                         static_cast<int64_t>(kScale.bits[k1 % kTableSize]));
    const v128_t scale = wasm_i64x2_add(table, wasm_i64x2_shl(shifted, 52 - kTableBits));
    const v128_t cubic = wasm_f64x2_add(wasm_f64x2_mul(c0, r), c1);
    const v128_t linear = wasm_f64x2_add(wasm_f64x2_mul(c2, r), one);
    return wasm_f32x4_demote_f64x2_zero(wasm_f64x2_mul(wasm_f64x2_add(wasm_f64x2_mul(cubic, wasm_f64x2_mul(r, r)), linear), scale));
  };
  for (; i + 4 <= n; i += 4) {
    const v128_t x = wasm_v128_load(in + i);
    // Lanes with |x| >= 88 or NaN (where `abs <= limit` is false) take the scalar path.
    if (!wasm_i32x4_all_true(wasm_f32x4_le(wasm_f32x4_abs(x), limit))) {
      for (int64_t j = i; j < i + 4; ++j) out[j] = exp_float(in[j]);
      continue;
    }
    const v128_t lo = half(wasm_f64x2_promote_low_f32x4(x));
    const v128_t hi = half(wasm_f64x2_promote_low_f32x4(wasm_i32x4_shuffle(x, x, 2, 3, 2, 3)));
    wasm_v128_store(out + i, wasm_i32x4_shuffle(lo, hi, 0, 1, 4, 5));
  }
#elif defined(__GNUC__)
  // The same with GCC/Clang vector extensions (SSE2 on x86-64).
  using F4 = float __attribute__((vector_size(16)));
  using F2 = float __attribute__((vector_size(8)));
  using D2 = double __attribute__((vector_size(16)));
  using U2 = uint64_t __attribute__((vector_size(16)));
  auto half = [](D2 x) {
    const D2 z = kScaledInvLn2 * x;
    const D2 shifted = z + kRoundShift;
    const D2 r = z - (shifted - kRoundShift);
    U2 k;
    std::memcpy(&k, &shifted, sizeof k);
    const U2 table = {kScale.bits[k[0] % kTableSize], kScale.bits[k[1] % kTableSize]};
    const U2 scale_bits = table + (k << (52 - kTableBits));
    D2 scale;
    std::memcpy(&scale, &scale_bits, sizeof scale);
    const D2 cubic = kC0 * r + kC1;
    const D2 linear = kC2 * r + 1.0;
    return __builtin_convertvector((cubic * (r * r) + linear) * scale, F2);
  };
  for (; i + 4 <= n; i += 4) {
    F4 x;
    std::memcpy(&x, in + i, sizeof x);
    bool core = true;
    for (int j = 0; j < 4; ++j) core = core && !outside_core_range(x[j]);
    if (!core) {
      for (int64_t j = i; j < i + 4; ++j) out[j] = exp_float(in[j]);
      continue;
    }
    const F2 lo = half(__builtin_convertvector(__builtin_shufflevector(x, x, 0, 1), D2));
    const F2 hi = half(__builtin_convertvector(__builtin_shufflevector(x, x, 2, 3), D2));
    const F4 y = __builtin_shufflevector(lo, hi, 0, 1, 2, 3);
    std::memcpy(out + i, &y, sizeof y);
  }
#endif
  for (; i < n; ++i) out[i] = exp_float(in[i]);
}

}  // namespace tfplay::tensor
