// Reductions (TF: tensorflow/core/kernels/reduction_ops_common.{h,cc}, argmax_op.cc).
//
// Summation order. Float Sum/Mean/Max/Min over one contiguous run of axes take a SIMD path:
// a reduced innermost run is summed like Eigen's InnerMostDimReducer (TensorReduction.h) sums
// it for TF: rows longer than a leaf are split in halves at a vector boundary (a pairwise
// tree, whose error grows with log n), and each leaf is summed into two 4-lane partial sums
// plus a scalar tail. Eigen's packets are as wide as TF's build makes them (8 floats with
// AVX) and TF splits big reductions across threads, so the last bits of a large float32 sum
// may differ from TF's. A reduced outer run is accumulated row after row, four output lanes
// at a time (TF also reduces those sequentially per output). Other cases and dtypes take the
// generic loop, which accumulates sequentially in the element type.
#include <cmath>
#include <limits>
#include <optional>
#include <type_traits>

#include "core/tensor/kernels_complex.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"
#include "core/tensor/row_reduce.h"
#include "core/tensor/simd.h"

namespace tfplay::tensor {

namespace {

// Eigen's leaf size for float tree reductions (elements); rows up to it are summed in one pass.
constexpr int64_t kSumLeaf = 1024 * simd::kLanes;

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

// x viewed as [outer, len, inner] with the reduced dims as the middle one, when the reduced
// dims (ignoring size-1 dims) are contiguous; nullopt otherwise or for an empty x.
struct Collapsed {
  int64_t outer = 1, len = 1, inner = 1;
};
std::optional<Collapsed> collapse(const Shape& shape, const std::vector<bool>& bitmap) {
  Collapsed c;
  int phase = 0;  // 0: before the reduced run, 1: in it, 2: after it
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == 0) return std::nullopt;
    if (shape[d] == 1) continue;
    if (bitmap[d]) {
      if (phase == 2) return std::nullopt;
      phase = 1;
      c.len *= shape[d];
    } else {
      (phase == 0 ? c.outer : c.inner) *= shape[d];
      if (phase == 1) phase = 2;
    }
  }
  return c;
}

// out[j] = op(out[j], row[j]) for j < n, four lanes at a time: one step of an outer reduction.
void accumulate_row(ReduceOp op, float* out, const float* row, int64_t n) {
  const int64_t vectorized = n - n % simd::kLanes;
  int64_t j = 0;
  for (; j < vectorized; j += simd::kLanes) {
    const simd::F32x4 o = simd::load(out + j), v = simd::load(row + j);
    simd::store(out + j, op == ReduceOp::Max   ? simd::max_nan(o, v)
                         : op == ReduceOp::Min ? simd::min_nan(o, v)
                                               : o + v);
  }
  for (; j < n; ++j) {
    const float v = row[j];
    if (op == ReduceOp::Max) out[j] = (v > out[j] || std::isnan(v)) ? v : out[j];
    else if (op == ReduceOp::Min) out[j] = (v < out[j] || std::isnan(v)) ? v : out[j];
    else out[j] += v;
  }
}

// The SIMD path for float Sum/Mean/Max/Min over x viewed as [outer, len, inner]: writes the
// outer * inner results (Mean not yet divided) to o, which holds the op's initial value.
void reduce_float(ReduceOp op, const float* in, float* o, const Collapsed& c) {
  for (int64_t i = 0; i < c.outer; ++i) {
    const float* block = in + i * c.len * c.inner;
    if (c.inner == 1) {
      o[i] = op == ReduceOp::Max   ? extreme_row(block, c.len, true)
             : op == ReduceOp::Min ? extreme_row(block, c.len, false)
                                   : sum_row(block, c.len);
    } else {
      for (int64_t r = 0; r < c.len; ++r) {
        accumulate_row(op, o + i * c.inner, block + r * c.inner, c.inner);
      }
    }
  }
}

template <typename T>
Tensor reduce_typed(ReduceOp op, const Tensor& x, const std::vector<bool>& bitmap,
                    const Shape& kept_shape) {
  const int rank = x.rank();
  Tensor out = Tensor::uninitialized(x.dtype(), kept_shape);  // every element is set to init
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

  bool vectorized = false;
  if constexpr (std::is_same_v<T, float>) {
    if (op == ReduceOp::Sum || op == ReduceOp::Mean || op == ReduceOp::Max ||
        op == ReduceOp::Min) {
      if (const std::optional<Collapsed> c = collapse(x.shape(), bitmap)) {
        reduce_float(op, in, o, *c);
        vectorized = true;
      }
    }
  }
  if (vectorized) {
    // done
  } else if (rank == 0) {
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

float sum_row(const float* p, int64_t n) {
  if (n > kSumLeaf) {
    // Split at a multiple of the vector width, as Eigen aligns its split on a packet.
    const int64_t half = ((n + 1) / 2 + simd::kLanes - 1) / simd::kLanes * simd::kLanes;
    return sum_row(p, half) + sum_row(p + half, n - half);
  }
  simd::F32x4 acc = simd::splat(0.0f), acc2 = simd::splat(0.0f);
  const int64_t unrolled = n - n % (2 * simd::kLanes);
  const int64_t vectorized = n - n % simd::kLanes;
  int64_t i = 0;
  for (; i < unrolled; i += 2 * simd::kLanes) {
    acc = acc + simd::load(p + i);
    acc2 = acc2 + simd::load(p + i + simd::kLanes);
  }
  for (; i < vectorized; i += simd::kLanes) acc = acc + simd::load(p + i);
  float tail = 0.0f;
  for (; i < n; ++i) tail += p[i];
  float lanes[simd::kLanes];
  simd::to_array(acc + acc2, lanes);
  return tail + ((lanes[0] + lanes[1]) + (lanes[2] + lanes[3]));
}

float extreme_row(const float* p, int64_t n, bool is_max) {
  const float init = is_max ? -std::numeric_limits<float>::infinity()
                            : std::numeric_limits<float>::infinity();
  simd::F32x4 acc = simd::splat(init);
  const int64_t vectorized = n - n % simd::kLanes;
  int64_t i = 0;
  if (is_max) {
    for (; i < vectorized; i += simd::kLanes) acc = simd::max_nan(acc, simd::load(p + i));
  } else {
    for (; i < vectorized; i += simd::kLanes) acc = simd::min_nan(acc, simd::load(p + i));
  }
  float lanes[simd::kLanes];
  simd::to_array(acc, lanes);
  float r = init;
  auto take = [&](float v) {
    if (std::isnan(r) || std::isnan(v)) r = std::numeric_limits<float>::quiet_NaN();
    else if (is_max ? v > r : v < r) r = v;
  };
  for (float v : lanes) take(v);
  for (; i < n; ++i) take(p[i]);
  return r;
}

Tensor reduce(ReduceOp op, const Tensor& x, const std::vector<int64_t>& axes, bool keep_dims) {
  if (is_complex(x.dtype())) return complex_reduce(op, x, axes, keep_dims);
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
