// MatMul and BatchMatMulV2 (TF: tensorflow/core/kernels/matmul_op_impl.h).
//
// One cache-blocked GEMM (the GotoBLAS/BLIS scheme TF's Eigen contraction also follows) for
// every dtype: op(b) is packed in [kKc x kNc] blocks into kNr-wide column panels, op(a) in
// [kMc x kKc] blocks into kMr-tall row panels, so that the micro-kernel reads both
// sequentially and the panels stay in cache; transposes are absorbed by the packing. The
// float micro-kernel keeps a 4 x 8 tile of C in eight 4-lane registers (WebAssembly SIMD in
// the wasm build).
//
// Summation order: out[i][j] accumulates a[i][p] * b[p][j] in increasing p within each kKc
// block, and the blocks' partial sums are added to out in order. Eigen blocks k as well (its
// block sizes depend on the CPU's caches) and may use FMA, so float32 results can differ from
// TF's in the last bits; integer results are exact (wrapping as in TF).
#include <algorithm>
#include <string>
#include <type_traits>
#include <vector>

#include "core/tensor/broadcast.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"
#include "core/tensor/simd.h"

namespace tfplay::tensor {

namespace {

constexpr int64_t kMr = 4;    // rows of the micro-kernel's C tile
constexpr int64_t kNr = 8;    // columns of the C tile (two 4-lane vectors)
constexpr int64_t kKc = 256;  // depth of a packed block: a kMr x kKc panel of a is 4 KiB
constexpr int64_t kMc = 64;   // rows of a packed block of a (64 KiB: stays in L2)
constexpr int64_t kNc = 512;  // columns of a packed block of b (512 KiB for kKc = 256)

// Reads op(x)[r][c] of a row-major matrix whose stored row length is `ld` (transposed: the
// stored matrix is op(x)^T).
template <typename T> struct MatrixView {
  const T* data;
  int64_t ld;
  bool transposed;
  T at(int64_t r, int64_t c) const { return transposed ? data[c * ld + r] : data[r * ld + c]; }
};

// Packs rows [i0, i0 + mc) x depth [p0, p0 + kc) of op(a) into kMr-row panels laid out
// p-major (panel[p * kMr + r]); rows past mc are zero.
template <typename T>
void pack_a(const MatrixView<T>& a, int64_t i0, int64_t mc, int64_t p0, int64_t kc, T* out) {
  for (int64_t ir = 0; ir < mc; ir += kMr) {
    const int64_t rows = std::min(kMr, mc - ir);
    for (int64_t p = 0; p < kc; ++p) {
      for (int64_t r = 0; r < kMr; ++r) {
        *out++ = r < rows ? a.at(i0 + ir + r, p0 + p) : T(0);
      }
    }
  }
}

// Packs depth [p0, p0 + kc) x columns [j0, j0 + nc) of op(b) into kNr-column panels laid out
// p-major (panel[p * kNr + c]); columns past nc are zero.
template <typename T>
void pack_b(const MatrixView<T>& b, int64_t p0, int64_t kc, int64_t j0, int64_t nc, T* out) {
  for (int64_t jr = 0; jr < nc; jr += kNr) {
    const int64_t cols = std::min(kNr, nc - jr);
    for (int64_t p = 0; p < kc; ++p) {
      if (cols == kNr && !b.transposed) {
        std::copy_n(b.data + (p0 + p) * b.ld + j0 + jr, kNr, out);
        out += kNr;
        continue;
      }
      for (int64_t c = 0; c < kNr; ++c) {
        *out++ = c < cols ? b.at(p0 + p, j0 + jr + c) : T(0);
      }
    }
  }
}

// tile[kMr][kNr] = sum over p < kc of pa[p][r] * pb[p][c] (packed panels), any dtype.
template <typename T> void micro_kernel(const T* pa, const T* pb, int64_t kc, T* tile) {
  T acc[kMr][kNr] = {};
  for (int64_t p = 0; p < kc; ++p) {
    for (int64_t r = 0; r < kMr; ++r) {
      const T av = pa[p * kMr + r];
      for (int64_t c = 0; c < kNr; ++c) {
        acc[r][c] = static_cast<T>(acc[r][c] + av * pb[p * kNr + c]);
      }
    }
  }
  for (int64_t r = 0; r < kMr; ++r) std::copy_n(acc[r], kNr, tile + r * kNr);
}

// The float micro-kernel: the 4 x 8 tile lives in eight vectors; per p it loads two vectors
// of b, broadcasts four values of a and does eight multiply-adds (mul then add: no FMA, as
// WebAssembly SIMD has none, so both builds round the same way).
template <> void micro_kernel<float>(const float* pa, const float* pb, int64_t kc, float* tile) {
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
  simd::store(tile + 0, c00);
  simd::store(tile + 4, c01);
  simd::store(tile + 8, c10);
  simd::store(tile + 12, c11);
  simd::store(tile + 16, c20);
  simd::store(tile + 20, c21);
  simd::store(tile + 24, c30);
  simd::store(tile + 28, c31);
}

// out[m x n] = op(a)[m x k] * op(b)[k x n] for one matrix pair. a/b are row-major with
// their stored shapes (transposed when ta/tb); every element of out is written.
template <typename T>
void gemm(const T* a, const T* b, T* out, int64_t m, int64_t n, int64_t k, bool ta, bool tb) {
  if (k == 0) {
    std::fill_n(out, m * n, T(0));
    return;
  }
  const MatrixView<T> av{a, ta ? m : k, ta};
  const MatrixView<T> bv{b, tb ? k : n, tb};
  std::vector<T> packed_a(static_cast<size_t>(std::min(kMc, (m + kMr - 1) / kMr * kMr) * std::min(kKc, k)));
  std::vector<T> packed_b(static_cast<size_t>(std::min(kNc, (n + kNr - 1) / kNr * kNr) * std::min(kKc, k)));
  T tile[kMr * kNr];
  for (int64_t j0 = 0; j0 < n; j0 += kNc) {
    const int64_t nc = std::min(kNc, n - j0);
    for (int64_t p0 = 0; p0 < k; p0 += kKc) {
      const int64_t kc = std::min(kKc, k - p0);
      pack_b(bv, p0, kc, j0, nc, packed_b.data());
      for (int64_t i0 = 0; i0 < m; i0 += kMc) {
        const int64_t mc = std::min(kMc, m - i0);
        pack_a(av, i0, mc, p0, kc, packed_a.data());
        for (int64_t jr = 0; jr < nc; jr += kNr) {
          const int64_t cols = std::min(kNr, nc - jr);
          for (int64_t ir = 0; ir < mc; ir += kMr) {
            const int64_t rows = std::min(kMr, mc - ir);
            micro_kernel<T>(packed_a.data() + ir * kc, packed_b.data() + jr * kc, kc, tile);
            // The first k block writes out; later ones add their partial sums to it.
            for (int64_t r = 0; r < rows; ++r) {
              T* dst = out + (i0 + ir + r) * n + j0 + jr;
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
        gemm(ad, bd, od, m, n, k, ta, tb);
      } else {
        for_each_broadcast(*batch_plan, [&](int64_t oi, int64_t ai, int64_t bi) {
          gemm(ad + ai * as, bd + bi * bs, od + oi * os, m, n, k, ta, tb);
        });
      }
    }
  });
  return finish_float16(std::move(out));
}

}  // namespace

Tensor matmul(const Tensor& a, const Tensor& b, bool transpose_a, bool transpose_b) {
  if (a.rank() != 2) {
    throw invalid_argument("In[0] is not a matrix. Instead it has shape " +
                           shape_debug_string(a.shape()));
  }
  if (b.rank() != 2) {
    throw invalid_argument("In[1] is not a matrix. Instead it has shape " +
                           shape_debug_string(b.shape()));
  }
  return batched(a, b, transpose_a, transpose_b, {}, nullptr);
}

Tensor batch_matmul(const Tensor& a, const Tensor& b, bool adj_a, bool adj_b) {
  if (a.rank() < 2) {
    throw invalid_argument("In[0] ndims must be >= 2: " + std::to_string(a.rank()));
  }
  if (b.rank() < 2) {
    throw invalid_argument("In[1] ndims must be >= 2: " + std::to_string(b.rank()));
  }
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
