// MatMul and BatchMatMulV2 (TF: tensorflow/core/kernels/matmul_op_impl.h). Plain i-k-j loops:
// the inner loop is contiguous in both the output row and b's row, so it vectorizes.
#include <string>
#include <type_traits>

#include "core/tensor/broadcast.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::tensor {

namespace {

// out[m x n] = op(a)[m x k] * op(b)[k x n] for one matrix pair. a/b are row-major with
// their stored shapes (transposed when ta/tb).
template <typename T>
void gemm(const T* a, const T* b, T* out, int64_t m, int64_t n, int64_t k, bool ta, bool tb) {
  using Acc = std::conditional_t<std::is_same_v<T, bool>, bool, T>;
  for (int64_t i = 0; i < m * n; ++i) out[i] = T(0);
  for (int64_t i = 0; i < m; ++i) {
    T* row = out + i * n;
    for (int64_t p = 0; p < k; ++p) {
      const Acc av = ta ? a[p * m + i] : a[i * k + p];
      if (!tb) {
        const T* brow = b + p * n;
        for (int64_t j = 0; j < n; ++j) row[j] = static_cast<T>(row[j] + av * brow[j]);
      } else {
        for (int64_t j = 0; j < n; ++j) row[j] = static_cast<T>(row[j] + av * b[j * k + p]);
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
  Tensor out = Tensor::zeros(a.dtype(), out_shape);
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
