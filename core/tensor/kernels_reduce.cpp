// Reductions (TF: tensorflow/core/kernels/reduction_ops_common.{h,cc}, argmax_op.cc).
//
// Floating sums accumulate sequentially in the element type; TF's Eigen reductions use
// vectorized partial sums, so large float32 sums may differ from TF in the last digits.
#include <cmath>
#include <limits>
#include <type_traits>

#include "core/tensor/broadcast.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::tensor {

namespace {

// ReductionHelper::Simplify's validation; returns a per-dimension "reduce me" bitmap.
std::vector<bool> reduction_bitmap(int rank, const std::vector<int64_t>& axes) {
  std::vector<bool> bitmap(rank, false);
  for (int64_t index : axes) {
    if (index < -rank || index >= rank) {
      throw invalid_argument("Invalid reduction dimension (" + std::to_string(index) +
                             " for input with " + std::to_string(rank) + " dimension(s)");
    }
    const int64_t i = (index + rank) % rank;
    if (bitmap[i]) {
      throw invalid_argument(
          "Invalid reduction arguments: Axes contains duplicate dimension: " + std::to_string(i));
    }
    bitmap[i] = true;
  }
  return bitmap;
}

template <typename T> T wrap_add(T a, T b) {
  if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
    using U = std::make_unsigned_t<T>;
    return static_cast<T>(static_cast<U>(a) + static_cast<U>(b));
  } else {
    return a + b;
  }
}

template <typename T> T wrap_mul(T a, T b) {
  if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
    using U = std::make_unsigned_t<T>;
    using W = std::conditional_t<(sizeof(T) < sizeof(unsigned)), unsigned, U>;
    return static_cast<T>(static_cast<W>(static_cast<U>(a)) * static_cast<W>(static_cast<U>(b)));
  } else if constexpr (std::is_same_v<T, bool>) {
    return a && b;
  } else {
    return a * b;
  }
}

template <typename T> T lowest_value() {
  if constexpr (std::numeric_limits<T>::has_infinity) return -std::numeric_limits<T>::infinity();
  else return std::numeric_limits<T>::lowest();
}
template <typename T> T highest_value() {
  if constexpr (std::numeric_limits<T>::has_infinity) return std::numeric_limits<T>::infinity();
  else return std::numeric_limits<T>::max();
}

template <typename T>
Tensor reduce_typed(ReduceOp op, const Tensor& x, const std::vector<bool>& bitmap,
                    const Shape& kept_shape) {
  const int rank = x.rank();
  Tensor out = Tensor::zeros(x.dtype(), kept_shape);
  T* o = out.mutable_data<T>();
  const int64_t n_out = out.num_elements();
  const int64_t n_in = x.num_elements();
  const int64_t count = n_out == 0 ? 0 : n_in / n_out;

  T init{};
  switch (op) {
    case ReduceOp::Sum:
    case ReduceOp::Mean: init = T(0); break;
    case ReduceOp::Prod: init = T(1); break;
    case ReduceOp::Max: init = lowest_value<T>(); break;
    case ReduceOp::Min: init = highest_value<T>(); break;
    case ReduceOp::All: init = T(1); break;
    case ReduceOp::Any: init = T(0); break;
  }
  for (int64_t i = 0; i < n_out; ++i) o[i] = init;

  // Output strides in input-index space: 0 on reduced dimensions.
  const auto out_strides_full = row_major_strides(kept_shape);
  std::vector<int64_t> ostride(rank);
  for (int d = 0; d < rank; ++d) ostride[d] = bitmap[d] ? 0 : out_strides_full[d];

  const T* in = x.data<T>();
  auto combine = [op](T acc, T v) -> T {
    switch (op) {
      case ReduceOp::Sum:
      case ReduceOp::Mean: return wrap_add(acc, v);
      case ReduceOp::Prod: return wrap_mul(acc, v);
      case ReduceOp::Max:
        if constexpr (std::is_floating_point_v<T>) {
          if (std::isnan(acc) || std::isnan(v)) return std::numeric_limits<T>::quiet_NaN();
        }
        return v > acc ? v : acc;
      case ReduceOp::Min:
        if constexpr (std::is_floating_point_v<T>) {
          if (std::isnan(acc) || std::isnan(v)) return std::numeric_limits<T>::quiet_NaN();
        }
        return v < acc ? v : acc;
      case ReduceOp::All: return static_cast<T>(acc && v);
      case ReduceOp::Any: return static_cast<T>(acc || v);
    }
    return acc;
  };

  if (rank == 0) {
    if (n_in == 1) o[0] = combine(o[0], in[0]);
  } else if (n_in > 0) {
    std::vector<int64_t> idx(rank, 0);
    int64_t off = 0;
    const Shape& shape = x.shape();
    for (int64_t i = 0; i < n_in; ++i) {
      o[off] = combine(o[off], in[i]);
      for (int d = rank - 1; d >= 0; --d) {
        ++idx[d];
        off += ostride[d];
        if (idx[d] < shape[d]) break;
        off -= ostride[d] * idx[d];
        idx[d] = 0;
      }
    }
  }

  if (op == ReduceOp::Mean) {
    for (int64_t i = 0; i < n_out; ++i) {
      if constexpr (std::is_floating_point_v<T>) {
        o[i] = o[i] / static_cast<T>(count);  // 0/0 -> NaN for an empty reduction, as TF
      } else if constexpr (std::is_same_v<T, bool>) {
        // not reachable: Mean is not registered for bool
      } else {
        o[i] = count == 0 ? T(0) : static_cast<T>(static_cast<int64_t>(o[i]) / count);
      }
    }
  }
  return finish_float16(std::move(out));
}

}  // namespace

Tensor reduce(ReduceOp op, const Tensor& x, const std::vector<int64_t>& axes, bool keep_dims) {
  const int rank = x.rank();
  const std::vector<bool> bitmap = reduction_bitmap(rank, axes);
  Shape kept = x.shape();
  Shape dropped;
  for (int d = 0; d < rank; ++d) {
    if (bitmap[d]) kept[d] = 1;
    else dropped.push_back(x.shape()[d]);
  }
  if ((op == ReduceOp::All || op == ReduceOp::Any) && x.dtype() != DType::Bool) {
    throw OpError(OpError::Code::Internal, "All/Any on a non-bool tensor");
  }
  Tensor out = visit_numeric(x.dtype(), "reduction", [&](auto tag) -> Tensor {
    using T = typename decltype(tag)::type;
    return reduce_typed<T>(op, x, bitmap, kept);
  });
  return keep_dims ? out : out.with_shape(dropped);
}

Tensor arg_reduce(bool is_max, const Tensor& x, int64_t axis, DType output_type) {
  const int rank = x.rank();
  const int64_t a = axis < 0 ? axis + rank : axis;
  if (a < 0 || a >= rank) {
    throw invalid_argument("Expected dimension in the range [" + std::to_string(-rank) + ", " +
                           std::to_string(rank) + "), but got " + std::to_string(axis));
  }
  if (x.shape()[a] == 0) {
    throw invalid_argument("Reduction axis " + std::to_string(axis) + " is empty in shape " +
                           shape_debug_string(x.shape()));
  }
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < a; ++d) outer *= x.shape()[d];
  for (int64_t d = a + 1; d < rank; ++d) inner *= x.shape()[d];
  const int64_t len = x.shape()[a];
  Shape out_shape;
  for (int d = 0; d < rank; ++d) {
    if (d != a) out_shape.push_back(x.shape()[d]);
  }
  std::vector<int64_t> result(static_cast<size_t>(outer * inner));
  visit_numeric(x.dtype(), "ArgMax", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* in = x.data<T>();
    for (int64_t o = 0; o < outer; ++o) {
      for (int64_t i = 0; i < inner; ++i) {
        const T* base = in + o * len * inner + i;
        int64_t best = 0;
        for (int64_t k = 1; k < len; ++k) {
          const T v = base[k * inner];
          if (is_max ? (v > base[best * inner]) : (v < base[best * inner])) best = k;
        }
        result[o * inner + i] = best;
      }
    }
  });
  if (output_type == DType::Int32) {
    std::vector<int32_t> r32(result.begin(), result.end());
    return Tensor::from_vector<int32_t>(DType::Int32, out_shape, std::move(r32));
  }
  return Tensor::from_vector<int64_t>(DType::Int64, out_shape, std::move(result));
}

}  // namespace tfplay::tensor
