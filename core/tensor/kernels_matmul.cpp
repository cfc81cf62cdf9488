// MatMul and BatchMatMulV2 (TF: tensorflow/core/kernels/matmul_op_impl.h).
//
// One cache-blocked GEMM (the GotoBLAS/BLIS scheme TF's Eigen contraction also follows) for
// every dtype: op(b) is packed in [kKc x kNc] blocks into kNr-wide column panels, op(a) in
// [kMc x kKc] blocks into kMr-tall row panels, so that the micro-kernel reads both
// sequentially and the panels stay in cache; transposes are absorbed by the packing (float
// panels read across rows go through 4 x 4 SIMD transposes). The float micro-kernel keeps a
// 4 x 8 tile of C in eight 4-lane registers (WebAssembly SIMD in the wasm build, AVX or SSE2
// natively) and writes full tiles straight into the output.
//
// Summation order: out[i][j] accumulates a[i][p] * b[p][j] in increasing p within each kKc
// block, and the blocks' partial sums are added to out in order. Eigen blocks k as well (its
// block sizes depend on the CPU's caches) and may use FMA, so float32 results can differ from
// TF's in the last bits; integer results are exact (wrapping as in TF).
#include <algorithm>
#include <string>
#include <type_traits>
#include <vector>

#include "core/tensor/kernels_complex.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/gemm.h"
#include "core/tensor/kernels.h"
#include "core/tensor/simd.h"

namespace tfplay::tensor {

namespace {

constexpr int64_t kMr = kGemmPanelRows;  // rows of the micro-kernel's C tile
constexpr int64_t kNr = 8;    // columns of the C tile (two 4-lane vectors)
constexpr int64_t kKc = 256;  // depth of a packed block: a kMr x kKc panel of a is 4 KiB
constexpr int64_t kMc = 64;   // rows of a packed block of a (64 KiB: stays in L2)
constexpr int64_t kNc = 512;  // columns of a packed block of b (512 KiB for kKc = 256)

// Packs `depth` steps of a `width`-column panel into out[p * width + c]: element (p, c) is
// src[p * ld + c] when `along_c` (the panel's columns are contiguous in memory) and
// src[c * ld + p] otherwise (a transposed read); columns at or past `valid` are zero. Full
// float panels read in the transposed direction move 4 x 4 blocks through SIMD transposes.
template <typename T>
void pack_panel(const T* src, int64_t ld, bool along_c, int64_t width, int64_t valid, int64_t depth, T* out) {
  if (along_c) {
    if constexpr (std::is_same_v<T, float>) {
      // Full float panels copy a vector at a time: a row is 8 floats, and std::copy_n made a
      // memcpy call of it, which cost as much as the multiply for a Dense layer's small shapes.
      if (valid == width && width % simd::kLanes == 0) {
        for (int64_t p = 0; p < depth; ++p, out += width)
          for (int64_t c = 0; c < width; c += simd::kLanes) simd::store(out + c, simd::load(src + p * ld + c));
        return;
      }
    }
    for (int64_t p = 0; p < depth; ++p, out += width) {
      std::copy_n(src + p * ld, valid, out);
      std::fill(out + valid, out + width, T(0));
    }
    return;
  }
  int64_t p = 0;
  if constexpr (std::is_same_v<T, float>) {
    if (valid == width) {
      for (; p + simd::kLanes <= depth; p += simd::kLanes) {
        for (int64_t c = 0; c < width; c += simd::kLanes) {
          const float* s = src + c * ld + p;
          simd::F32x4 r0 = simd::load(s), r1 = simd::load(s + ld), r2 = simd::load(s + 2 * ld), r3 = simd::load(s + 3 * ld);
          simd::transpose4(r0, r1, r2, r3);
          float* o = out + p * width + c;
          simd::store(o, r0);
          simd::store(o + width, r1);
          simd::store(o + 2 * width, r2);
          simd::store(o + 3 * width, r3);
        }
      }
    }
  }
  for (; p < depth; ++p) {
    for (int64_t c = 0; c < width; ++c) out[p * width + c] = c < valid ? src[c * ld + p] : T(0);
  }
}

// Writes (or, when `accumulate`, adds) tile[r][c] = sum over p < kc of pa[p][r] * pb[p][c]
// (packed panels) to c_out[r * ldc + c] for the full kMr x kNr tile, any dtype.
template <typename T>
void micro_kernel(const T* pa, const T* pb, int64_t kc, T* c_out, int64_t ldc, bool accumulate) {
  T acc[kMr][kNr] = {};
  for (int64_t p = 0; p < kc; ++p) {
    for (int64_t r = 0; r < kMr; ++r) {
      const T av = pa[p * kMr + r];
      for (int64_t c = 0; c < kNr; ++c) {
        acc[r][c] = static_cast<T>(acc[r][c] + av * pb[p * kNr + c]);
      }
    }
  }
  for (int64_t r = 0; r < kMr; ++r) {
    T* dst = c_out + r * ldc;
    for (int64_t c = 0; c < kNr; ++c) dst[c] = accumulate ? static_cast<T>(dst[c] + acc[r][c]) : acc[r][c];
  }
}

// The float micro-kernel: the 4 x 8 tile lives in eight vectors; per p it loads two vectors
// of b, broadcasts four values of a and does eight multiply-adds (mul then add: no FMA, as
// WebAssembly SIMD has none, so both builds round the same way). Wider tiles (6 x 8, 5 x 8)
// need more vector registers than V8 allocates without spilling and run at half the speed.
TFPLAY_SIMD_CLONES void float_micro_kernel(const float* pa, const float* pb, int64_t kc, float* c_out, int64_t ldc,
                                           bool accumulate) {
  using simd::F32x4;
  F32x4 c00 = simd::splat(0.0f), c01 = c00, c10 = c00, c11 = c00, c20 = c00, c21 = c00,
        c30 = c00, c31 = c00;
  for (int64_t p = 0; p < kc; ++p) {
    const F32x4 b0 = simd::load(pb), b1 = simd::load(pb + 4);
    const F32x4 a0 = simd::splat(pa[0]), a1 = simd::splat(pa[1]);
    c00 = c00 + a0 * b0;
    c01 = c01 + a0 * b1;
    c10 = c10 + a1 * b0;
    c11 = c11 + a1 * b1;
    const F32x4 a2 = simd::splat(pa[2]), a3 = simd::splat(pa[3]);
    c20 = c20 + a2 * b0;
    c21 = c21 + a2 * b1;
    c30 = c30 + a3 * b0;
    c31 = c31 + a3 * b1;
    pa += kMr;
    pb += kNr;
  }
  const F32x4 rows[kMr][2] = {{c00, c01}, {c10, c11}, {c20, c21}, {c30, c31}};
  for (int64_t r = 0; r < kMr; ++r) {
    float* dst = c_out + r * ldc;
    for (int h = 0; h < 2; ++h) {
      const F32x4 v = rows[r][h];
      simd::store(dst + 4 * h, accumulate ? simd::load(dst + 4 * h) + v : v);
    }
  }
}
template <>
void micro_kernel<float>(const float* pa, const float* pb, int64_t kc, float* c_out, int64_t ldc, bool accumulate) {
  float_micro_kernel(pa, pb, kc, c_out, ldc, accumulate);
}

// Packing buffer `which` (0: op(a)'s block, 1: op(b)'s) with room for `size` elements, kept per
// thread and dtype across calls: at most (kMc + kNc) * kKc elements, and allocating it per call
// cost a page-faulting mmap and a zero fill natively (10% of a 256 x 256 matmul).
template <typename T> T* packing_buffer(int which, int64_t size) {
  thread_local std::vector<T> buffers[2];
  std::vector<T>& buffer = buffers[which];
  if (buffer.size() < static_cast<size_t>(size)) buffer.resize(static_cast<size_t>(size));
  return buffer.data();
}

// op(a) held as a row-major matrix, [m x k] (or [k x m] when `transposed`).
template <typename T> struct MatrixLhs final : GemmLhs<T> {
  const T* data;
  int64_t ld;
  bool transposed;
  MatrixLhs(const T* data, int64_t ld, bool transposed) : data(data), ld(ld), transposed(transposed) {}
  void pack(int64_t i, int64_t rows, int64_t p0, int64_t depth, T* out) const override {
    pack_panel(transposed ? data + p0 * ld + i : data + i * ld + p0, ld, transposed, kMr, rows, depth, out);
  }
};

}  // namespace

template <typename T>
void gemm(const GemmLhs<T>& a, const T* b, T* out, int64_t m, int64_t n, int64_t k, bool tb) {
  if (k == 0) {
    std::fill_n(out, m * n, T(0));
    return;
  }
  const int64_t ldb = tb ? k : n;  // element (p, j) of op(b) is b[p * ldb + j] (b[j * ldb + p] when tb)
  T* packed_a = packing_buffer<T>(0, std::min(kMc, (m + kMr - 1) / kMr * kMr) * std::min(kKc, k));
  T* packed_b = packing_buffer<T>(1, std::min(kNc, (n + kNr - 1) / kNr * kNr) * std::min(kKc, k));
  T tile[kMr * kNr];
  for (int64_t j0 = 0; j0 < n; j0 += kNc) {
    const int64_t nc = std::min(kNc, n - j0);
    for (int64_t p0 = 0; p0 < k; p0 += kKc) {
      const int64_t kc = std::min(kKc, k - p0);
      for (int64_t jr = 0; jr < nc; jr += kNr) {
        const int64_t j = j0 + jr;
        pack_panel(tb ? b + j * ldb + p0 : b + p0 * ldb + j, ldb, !tb, kNr, std::min(kNr, nc - jr), kc,
                   packed_b + jr * kc);
      }
      for (int64_t i0 = 0; i0 < m; i0 += kMc) {
        const int64_t mc = std::min(kMc, m - i0);
        for (int64_t ir = 0; ir < mc; ir += kMr) {
          a.pack(i0 + ir, std::min(kMr, mc - ir), p0, kc, packed_a + ir * kc);
        }
        for (int64_t jr = 0; jr < nc; jr += kNr) {
          const int64_t cols = std::min(kNr, nc - jr);
          for (int64_t ir = 0; ir < mc; ir += kMr) {
            const int64_t rows = std::min(kMr, mc - ir);
            const T* pa = packed_a + ir * kc;
            const T* pb = packed_b + jr * kc;
            // The first k block writes out; later ones add their partial sums to it.
            T* dst = out + (i0 + ir) * n + j0 + jr;
            if (rows == kMr && cols == kNr) {
              micro_kernel<T>(pa, pb, kc, dst, n, p0 > 0);
              continue;
            }
            micro_kernel<T>(pa, pb, kc, tile, kNr, false);
            for (int64_t r = 0; r < rows; ++r, dst += n) {
              const T* src = tile + r * kNr;
              if (p0 == 0) {
                std::copy_n(src, cols, dst);
              } else {
                for (int64_t c = 0; c < cols; ++c) dst[c] = static_cast<T>(dst[c] + src[c]);
              }
            }
          }
        }
      }
    }
  }
}

template void gemm<float>(const GemmLhs<float>&, const float*, float*, int64_t, int64_t, int64_t, bool);
template void gemm<double>(const GemmLhs<double>&, const double*, double*, int64_t, int64_t, int64_t, bool);
template void gemm<int32_t>(const GemmLhs<int32_t>&, const int32_t*, int32_t*, int64_t, int64_t, int64_t, bool);

namespace {

Tensor batched(const Tensor& a, const Tensor& b, bool ta, bool tb, const Shape& batch_shape,
               const BroadcastPlan* batch_plan) {
  const int ra = a.rank(), rb = b.rank();
  const int64_t a_rows = a.shape()[ra - 2], a_cols = a.shape()[ra - 1];
  const int64_t b_rows = b.shape()[rb - 2], b_cols = b.shape()[rb - 1];
  const int64_t m = ta ? a_cols : a_rows;
  const int64_t k = ta ? a_rows : a_cols;
  const int64_t k2 = tb ? b_cols : b_rows;
  const int64_t n = tb ? b_rows : b_cols;
  if (k != k2) {
    throw invalid_argument("Matrix size-incompatible: In[0]: " + shape_debug_string(a.shape()) +
                           ", In[1]: " + shape_debug_string(b.shape()));
  }
  Shape out_shape = batch_shape;
  out_shape.push_back(m);
  out_shape.push_back(n);
  Tensor out = Tensor::uninitialized(a.dtype(), out_shape);  // gemm writes every element
  visit_numeric(a.dtype(), "MatMul", [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, bool>) {
      throw OpError(OpError::Code::Internal, "MatMul on bool");
    } else {
      const T* ad = a.data<T>();
      const T* bd = b.data<T>();
      T* od = out.mutable_data<T>();
      const int64_t as = a_rows * a_cols, bs = b_rows * b_cols, os = m * n;
      if (batch_plan == nullptr) {
        gemm(MatrixLhs<T>(ad, ta ? m : k, ta), bd, od, m, n, k, tb);
      } else {
        for_each_broadcast(*batch_plan, [&](int64_t oi, int64_t ai, int64_t bi) {
          gemm(MatrixLhs<T>(ad + ai * as, ta ? m : k, ta), bd + bi * bs, od + oi * os, m, n, k, tb);
        });
      }
    }
  });
  return finish_float16(std::move(out));
}

}  // namespace

Tensor matmul(const Tensor& a, const Tensor& b, bool transpose_a, bool transpose_b) {
  // TF's CPU MatMul is BatchMatMulOp with is_legacy_matmul (matmul_op_impl.h ValidateInputTensors).
  if (a.rank() != b.rank()) {
    throw invalid_argument("In[0] and In[1] has different ndims: " + shape_debug_string(a.shape()) + " vs. " +
                           shape_debug_string(b.shape()));
  }
  if (a.rank() != 2) throw invalid_argument("In[0] and In[1] ndims must be == 2: " + std::to_string(a.rank()));
  if (is_complex(a.dtype())) return complex_matmul(a, b, transpose_a, transpose_b, false, false, false);
  return batched(a, b, transpose_a, transpose_b, {}, nullptr);
}

Tensor batch_matmul(const Tensor& a, const Tensor& b, bool adj_a, bool adj_b) {
  if (a.rank() < 2) {
    throw invalid_argument("In[0] ndims must be >= 2: " + std::to_string(a.rank()));
  }
  if (b.rank() < 2) {
    throw invalid_argument("In[1] ndims must be >= 2: " + std::to_string(b.rank()));
  }
  if (is_complex(a.dtype())) return complex_matmul(a, b, adj_a, adj_b, adj_a, adj_b, true);
  const Shape a_batch(a.shape().begin(), a.shape().end() - 2);
  const Shape b_batch(b.shape().begin(), b.shape().end() - 2);
  BroadcastPlan plan;
  try {
    plan = plan_broadcast(a_batch, b_batch);
  } catch (const OpError&) {
    throw invalid_argument("In[0] and In[1] must have compatible batch dimensions: " +
                           shape_debug_string(a.shape()) + " vs. " +
                           shape_debug_string(b.shape()));
  }
  return batched(a, b, adj_a, adj_b, plan.out_shape, &plan);
}

}  // namespace tfplay::tensor
