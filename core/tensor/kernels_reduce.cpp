// Reductions (TF: tensorflow/core/kernels/reduction_ops_common.{h,cc}, argmax_op.cc).
//
// Summation order. Float Sum/Mean/Max/Min over one contiguous run of axes take a SIMD path:
// a reduced innermost run is summed as Eigen's InnerMostDimReducer (TensorReduction.h) sums it
// in TF's x86-64 build, whose -mavx makes a float packet 8 lanes wide: rows longer than
// 8 * 1024 elements are split in halves at a packet boundary (a pairwise tree, whose error
// grows with log n); a leaf of at least 32 elements is first summed into four packet
// accumulators over blocks of 32, folded into the first; the remaining whole packets are added
// to it; the elements after the last whole packet are summed in order from 0; the result is
// that scalar sum plus the packet's horizontal sum (predux<Packet8f>: the two 4-lane halves
// added, then (b0 + b2) + (b1 + b3) as SSE's predux<Packet4f>). So a row of fewer than 8
// floats is summed left to right, as in TF. TF splits very large reductions across threads,
// so the last bits of a huge float32 sum may still differ from TF's. A reduced outer run is
// summed as Eigen's evaluator sums it (sum_columns: four row accumulators for outputs computed
// a packet at a time, rows in order for the others); Max and Min accumulate row after row.
// Double Sum/Mean over one contiguous run take the same algorithm with Eigen's 4-double packets
// (reduce_double). Other cases and dtypes take the generic loop, which accumulates
// sequentially in the element type (integer sums do not depend on the order), except integer
// Mean, which sums in a 64-bit type as TF does (integer_mean).
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <type_traits>
#include <vector>

#include "core/tensor/kernels_complex.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"
#include "core/tensor/row_reduce.h"
#include "core/tensor/simd.h"

namespace tfplay::tensor {

namespace {

// Floats in one of Eigen's packets in TF's x86-64 build (AVX), and its leaf size for float tree
// reductions: rows of up to kPacket * 1024 elements are summed in one pass.
constexpr int64_t kPacket = 8;
constexpr int64_t kSumLeaf = 1024 * kPacket;

// An 8-float packet (Packet8f) held as two 4-lane halves.
struct Packet8 {
  simd::F32x4 lo, hi;
};
inline Packet8 packet_zero() { return {simd::splat(0.0f), simd::splat(0.0f)}; }
inline Packet8 packet_load(const float* p) { return {simd::load(p), simd::load(p + simd::kLanes)}; }
inline Packet8 operator+(Packet8 a, Packet8 b) { return {a.lo + b.lo, a.hi + b.hi}; }

// predux<Packet8f>: the halves added lane by lane, then predux<Packet4f>, (b0 + b2) + (b1 + b3).
float packet_sum(Packet8 a) {
  float b[simd::kLanes];
  simd::to_array(a.lo + a.hi, b);
  return (b[0] + b[2]) + (b[1] + b[3]);
}

// InnerMostDimReducer<Self, SumReducer, true, false>::reduce over p[0, n).
float sum_leaf(const float* p, int64_t n) {
  int64_t start = 0;
  Packet8 acc0 = packet_zero();
  if (n >= 4 * kPacket) {
    const int64_t blocks = n / (4 * kPacket) * (4 * kPacket);
    Packet8 acc1 = packet_zero(), acc2 = packet_zero(), acc3 = packet_zero();
    for (int64_t j = 0; j < blocks; j += 4 * kPacket) {
      acc0 = acc0 + packet_load(p + j);
      acc1 = acc1 + packet_load(p + j + kPacket);
      acc2 = acc2 + packet_load(p + j + 2 * kPacket);
      acc3 = acc3 + packet_load(p + j + 3 * kPacket);
    }
    acc0 = acc0 + acc1;
    acc0 = acc0 + acc2;
    acc0 = acc0 + acc3;
    start = blocks;
  }
  if (start <= n - kPacket) {
    const int64_t packets = n / kPacket * kPacket;
    for (int64_t j = start; j < packets; j += kPacket) acc0 = acc0 + packet_load(p + j);
    start = packets;
  }
  float tail = 0.0f;
  for (int64_t j = start; j < n; ++j) tail += p[j];
  return tail + packet_sum(acc0);
}

// The tree of InnerMostDimReducer<Self, SumReducer, true, true>: p points at element `first` of
// the reduced expression (the split lands on a packet boundary of the whole tensor).
float sum_tree(const float* p, int64_t first, int64_t n) {
  if (n <= kSumLeaf) return sum_leaf(p, n);
  const int64_t split = kPacket * ((first + (n + 1) / 2 + kPacket - 1) / kPacket);
  const int64_t left = std::min(split - first, n);
  float acc = 0.0f + sum_tree(p, first, left);
  if (left < n) acc = acc + sum_tree(p + left, first + left, n - left);
  return acc;
}

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

// Sums of the len rows of block ([len, inner]) into out (zeros), for the outputs numbered
// out_base .. out_base + inner - 1 of n_out. Eigen's evaluator computes the output 8 floats at a
// time from output 0: a packet lying within one output row (its first column + 8 <= inner)
// goes through InnerMostDimPreserver, which for len >= 16 adds rows j, j + 1, j + 2, j + 3 into
// four accumulators, folds them ((a0 + a1) + a2) + a3 and adds the last len % 4 rows after;
// any other output (a packet crossing a row, the last n_out % 8 outputs) is summed row by row.
void sum_columns(float* out, const float* block, int64_t len, int64_t inner, int64_t out_base, int64_t n_out) {
  if (len < 16) {
    for (int64_t r = 0; r < len; ++r) accumulate_row(ReduceOp::Sum, out, block + r * inner, inner);
    return;
  }
  const int64_t packet_outputs = n_out - n_out % kPacket;
  std::vector<float> acc(4 * static_cast<size_t>(inner), 0.0f);
  const int64_t unrolled = len / 4 * 4;
  for (int64_t r = 0; r < unrolled; ++r) {
    accumulate_row(ReduceOp::Sum, acc.data() + (r % 4) * inner, block + r * inner, inner);
  }
  for (int64_t col = 0; col < inner; ++col) {
    const int64_t k = out_base + col;
    const int64_t first = k - k % kPacket;
    if (first + kPacket > packet_outputs || first % inner + kPacket > inner) {
      for (int64_t r = 0; r < len; ++r) out[col] += block[r * inner + col];  // row by row
      continue;
    }
    float v = ((acc[col] + acc[inner + col]) + acc[2 * inner + col]) + acc[3 * inner + col];
    for (int64_t r = unrolled; r < len; ++r) v += block[r * inner + col];
    out[col] = v;
  }
}

// Double sums in Eigen's order for TF's AVX build, where a double packet (Packet4d) holds 4
// lanes; emulated lane by lane (the float path above is the same algorithm with 8 lanes).
constexpr int64_t kDoublePacket = 4;

// predux<Packet4d>: the halves added, then the two lanes: (p0 + p2) + (p1 + p3).
double packet_sum(const double (&v)[kDoublePacket]) { return (v[0] + v[2]) + (v[1] + v[3]); }

// InnerMostDimReducer<Self, SumReducer, true, false>::reduce over p[0, n) for doubles.
double sum_leaf(const double* p, int64_t n) {
  constexpr int64_t P = kDoublePacket;
  int64_t start = 0;
  double acc[4][P] = {};
  if (n >= 4 * P) {
    const int64_t blocks = n / (4 * P) * (4 * P);
    for (int64_t j = 0; j < blocks; j += 4 * P) {
      for (int a = 0; a < 4; ++a) {
        for (int64_t l = 0; l < P; ++l) acc[a][l] += p[j + a * P + l];
      }
    }
    for (int a = 1; a < 4; ++a) {
      for (int64_t l = 0; l < P; ++l) acc[0][l] += acc[a][l];
    }
    start = blocks;
  }
  if (start <= n - P) {
    const int64_t packets = n / P * P;
    for (int64_t j = start; j < packets; j += P) {
      for (int64_t l = 0; l < P; ++l) acc[0][l] += p[j + l];
    }
    start = packets;
  }
  double tail = 0.0;
  for (int64_t j = start; j < n; ++j) tail += p[j];
  return tail + packet_sum(acc[0]);
}

// The tree of InnerMostDimReducer<Self, SumReducer, true, true> for doubles (leaves of 4 * 1024).
double sum_tree(const double* p, int64_t first, int64_t n) {
  constexpr int64_t P = kDoublePacket;
  if (n <= 1024 * P) return sum_leaf(p, n);
  const int64_t split = P * ((first + (n + 1) / 2 + P - 1) / P);
  const int64_t left = std::min(split - first, n);
  double acc = 0.0 + sum_tree(p, first, left);
  if (left < n) acc = acc + sum_tree(p + left, first + left, n - left);
  return acc;
}

// sum_columns for doubles: packets of 4 outputs.
void sum_columns(double* out, const double* block, int64_t len, int64_t inner, int64_t out_base, int64_t n_out) {
  constexpr int64_t P = kDoublePacket;
  const int64_t packet_outputs = n_out - n_out % P;
  const int64_t unrolled = len / 4 * 4;
  for (int64_t col = 0; col < inner; ++col) {
    const int64_t k = out_base + col;
    const int64_t first = k - k % P;
    double v = 0.0;
    if (len >= 16 && first + P <= packet_outputs && first % inner + P <= inner) {
      double acc[4] = {};
      for (int64_t r = 0; r < unrolled; ++r) acc[r % 4] += block[r * inner + col];
      v = ((acc[0] + acc[1]) + acc[2]) + acc[3];
      for (int64_t r = unrolled; r < len; ++r) v += block[r * inner + col];
    } else {
      for (int64_t r = 0; r < len; ++r) v += block[r * inner + col];
    }
    out[col] = v;
  }
}

// Sum/Mean of doubles over x viewed as [outer, len, inner] (Mean not yet divided).
void reduce_double(const double* in, double* o, const Collapsed& c) {
  for (int64_t i = 0; i < c.outer; ++i) {
    const double* block = in + i * c.len * c.inner;
    if (c.inner == 1) {
      o[i] = sum_tree(block, i * c.len, c.len);
    } else {
      sum_columns(o + i * c.inner, block, c.len, c.inner, i * c.inner, c.outer * c.inner);
    }
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
                                   : sum_row(block, c.len, i * c.len);
    } else if (op == ReduceOp::Sum || op == ReduceOp::Mean) {
      sum_columns(o + i * c.inner, block, c.len, c.inner, i * c.inner, c.outer * c.inner);
    } else {
      for (int64_t r = 0; r < c.len; ++r) {
        accumulate_row(op, o + i * c.inner, block + r * c.inner, c.inner);
      }
    }
  }
}

// Calls f(i, off) for each input element i in row-major order, off being the flat index of
// the output element it reduces into (kept_shape: x's shape with reduced dimensions as 1s).
template <typename F>
void for_each_reduced(const Tensor& x, const std::vector<bool>& bitmap, const Shape& kept_shape, F&& f) {
  const int rank = x.rank();
  const int64_t n_in = x.num_elements();
  if (rank == 0) {
    if (n_in == 1) f(int64_t{0}, int64_t{0});
    return;
  }
  // Output strides in input-index space: 0 on reduced dimensions.
  const auto out_strides_full = row_major_strides(kept_shape);
  std::vector<int64_t> ostride(rank);
  for (int d = 0; d < rank; ++d) ostride[d] = bitmap[d] ? 0 : out_strides_full[d];
  std::vector<int64_t> idx(rank, 0);
  int64_t off = 0;
  const Shape& shape = x.shape();
  for (int64_t i = 0; i < n_in; ++i) {
    f(i, off);
    for (int d = rank - 1; d >= 0; --d) {
      ++idx[d];
      off += ostride[d];
      if (idx[d] < shape[d]) break;
      off -= ostride[d] * idx[d];
      idx[d] = 0;
    }
  }
}

// reduction_ops.h's CASTING_SPECIALIZATION: Mean of int8/16/32 sums in int64 and of
// uint8/16/32 in uint64, divides there (truncating) and casts back, so [250, 250] as uint8
// gives 250, not a wrapped sum. int64 (no specialization) sums in its own type.
template <typename T>
Tensor integer_mean(const Tensor& x, const std::vector<bool>& bitmap, const Shape& kept_shape) {
  using Acc = std::conditional_t<std::is_unsigned_v<T>, uint64_t, int64_t>;
  Tensor out = Tensor::uninitialized(x.dtype(), kept_shape);
  const int64_t n_out = out.num_elements();
  const int64_t count = n_out == 0 ? 0 : x.num_elements() / n_out;
  std::vector<Acc> acc(static_cast<size_t>(n_out), Acc(0));
  const T* in = x.data<T>();
  for_each_reduced(x, bitmap, kept_shape, [&](int64_t i, int64_t off) { acc[off] = wrap_add(acc[off], static_cast<Acc>(in[i])); });
  T* o = out.mutable_data<T>();
  // An empty reduction gives MeanReducer's identity, 0 for integers.
  for (int64_t i = 0; i < n_out; ++i) o[i] = count == 0 ? T(0) : static_cast<T>(acc[i] / static_cast<Acc>(count));
  return out;
}

template <typename T>
Tensor reduce_typed(ReduceOp op, const Tensor& x, const std::vector<bool>& bitmap,
                    const Shape& kept_shape) {
  if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool> && !std::is_same_v<T, int64_t>) {
    if (op == ReduceOp::Mean) return integer_mean<T>(x, bitmap, kept_shape);
  }
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
  if constexpr (std::is_same_v<T, double>) {
    if (op == ReduceOp::Sum || op == ReduceOp::Mean) {
      if (const std::optional<Collapsed> c = collapse(x.shape(), bitmap)) {
        reduce_double(in, o, *c);
        vectorized = true;
      }
    }
  }
  if (!vectorized) {
    for_each_reduced(x, bitmap, kept_shape, [&](int64_t i, int64_t off) { o[off] = combine(o[off], in[i]); });
  }

  if (op == ReduceOp::Mean) {
    for (int64_t i = 0; i < n_out; ++i) {
      if constexpr (std::is_floating_point_v<T>) {
        o[i] = o[i] / static_cast<T>(count);  // 0/0 -> NaN for an empty reduction, as TF
      } else if constexpr (std::is_same_v<T, int64_t>) {
        o[i] = count == 0 ? T(0) : o[i] / count;
      }
    }
  }
  return finish_float16(std::move(out));
}

}  // namespace

float sum_row(const float* p, int64_t n, int64_t first) { return sum_tree(p, first, n); }

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
