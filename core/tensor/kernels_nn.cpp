// Relu, Softmax, LinSpace, StringJoin, StringLength and CheckNumerics (TF: kernels/relu_op.h,
// softmax_op_functor.h, math_ops.py linspace_nd, string_join_op.cc, string_length_op.cc,
// check_numerics_op.cc).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "core/tensor/dispatch.h"
#include "core/tensor/eigen_float_math.h"
#include "core/tensor/half.h"
#include "core/tensor/kernels.h"
#include "core/tensor/kernels_xent.h"
#include "core/tensor/row_reduce.h"
#include "core/tensor/simd.h"

namespace tfplay::tensor {

// ---- Relu / Softmax -------------------------------------------------------------------------

Tensor relu(const Tensor& x) {
  Tensor out = Tensor::uninitialized(x.dtype(), x.shape());
  const int64_t n = x.num_elements();
  visit_numeric(x.dtype(), "Relu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* in = x.data<T>();
    T* o = out.mutable_data<T>();
    // Eigen's cwiseMax(0) (relu_op_functor.h) is std::max(x, 0): NaN and -0.0 come through.
    int64_t i = 0;
    if constexpr (std::is_same_v<T, float>)
      for (; i + simd::kLanes <= n; i += simd::kLanes) simd::store(o + i, simd::relu(simd::load(in + i)));
    for (; i < n; ++i) o[i] = in[i] < T(0) ? T(0) : in[i];
  });
  return finish_float16(out);
}

namespace {

// The largest of row[0, n) (n >= 1), as `row[i] > mx ? row[i] : mx` finds it from row[0]. The
// float path (extreme_row) may pick NaN where that scan would not, but a row holding a NaN
// gives NaN everywhere either way; a zero max is rescanned so that its sign is the scan's.
template <typename T> T row_max(const T* row, int64_t n) {
  if constexpr (std::is_same_v<T, float>) {
    const float mx = extreme_row(row, n, true);
    if (mx != 0.0f) return mx;
  }
  T mx = row[0];
  for (int64_t i = 1; i < n; ++i) mx = row[i] > mx ? row[i] : mx;
  return mx;
}

// dst[i] = (row[i] - shift) * scale (scale 1: just the subtraction), four lanes at a time;
// the same IEEE operations as the scalar loop.
template <typename T> void shift_scale(const T* row, T shift, T scale, bool scaled, int64_t n, T* dst) {
  int64_t i = 0;
  if constexpr (std::is_same_v<T, float>) {
    const simd::F32x4 s = simd::splat(shift), k = simd::splat(scale);
    for (; i + simd::kLanes <= n; i += simd::kLanes) {
      const simd::F32x4 v = simd::load(row + i) - s;
      simd::store(dst + i, scaled ? v * k : v);
    }
  }
  for (; i < n; ++i) dst[i] = scaled ? (row[i] - shift) * scale : row[i] - shift;
}

// softmax and log_softmax over the last axis, row by row, after subtracting the row's max (as
// TF's Eigen functors do). Throws invalid_argument for a scalar.
Tensor softmax_rows(const Tensor& logits, bool log) {
  if (logits.rank() < 1) {
    throw invalid_argument("logits must have >= 1 dimension, got " + shape_debug_string(logits.shape()));
  }
  Tensor out = Tensor::uninitialized(logits.dtype(), logits.shape());  // every element is written
  const int64_t classes = logits.shape().back();
  const int64_t batch = classes == 0 ? 0 : logits.num_elements() / classes;
  auto run = [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* in = logits.data<T>();
    T* o = out.mutable_data<T>();
    const bool float32 = logits.dtype() == DType::Float32;
    const int64_t total = batch * classes;
    const int64_t packet_total = eigen_packet_end(total);
    for (int64_t b = 0; b < batch; ++b) {
      const T* row = in + b * classes;
      T* dst = o + b * classes;
      const T mx = row_max(row, classes);
      // e = exp(row - mx) and its sum: float vectorizes both, summing like Eigen's
      // InnerMostDimReducer (the `sum(along_class)` of softmax_op_functor.h); double goes in order.
      T sum = 0;
      if constexpr (std::is_same_v<T, float>) {
        shift_scale(row, mx, 1.0f, false, classes, dst);
        // Which exps take Eigen's packet path in float32: softmax evaluates exp over the whole
        // tensor (the last total % 8 elements are scalar), log_softmax inside the row's sum (its
        // last classes % 8). float16 keeps the C library's.
        const int64_t packet_end = !float32 ? 0 : log ? eigen_packet_end(classes) : packet_total - b * classes;
        eigen_floats(EigenFloatFunction::Exp, dst, dst, classes, packet_end);
        sum = sum_row(dst, classes, b * classes);
      } else {
        for (int64_t i = 0; i < classes; ++i) {
          dst[i] = std::exp(row[i] - mx);
          sum += dst[i];
        }
      }
      if (log) {
        // (row[i] - mx) - log_sum, the logs of the row sums one float32 tensor: packets for
        // all but the last batch % 8 rows.
        T log_sum = std::log(sum);
        if constexpr (std::is_same_v<T, float>) {
          if (float32 && b < eigen_packet_end(batch)) log_sum = eigen_packet_lane(EigenFloatFunction::Log, sum);
        }
        shift_scale(row, mx, T(1), false, classes, dst);
        shift_scale(dst, log_sum, T(1), false, classes, dst);
      } else {
        // Eigen multiplies by the inverse of the sum (softmax_op_functor.h): (e - 0) * inv = e * inv.
        shift_scale(dst, T(0), T(1) / sum, true, classes, dst);
      }
    }
  };
  if (logits.dtype() == DType::Float64) run(TypeTag<double>{});
  else run(TypeTag<float>{});
  return finish_float16(out);
}

}  // namespace

Tensor softmax(const Tensor& logits) { return softmax_rows(logits, false); }

Tensor log_softmax(const Tensor& logits) { return softmax_rows(logits, true); }

namespace {

// The shared loop of both cross entropies: per row, shifted logits, exp and their sum; `label`
// gives row b's target distribution's weight on class i.
template <typename T, typename Label>
void cross_entropy_rows(const Tensor& features, Tensor& loss, Tensor& backprop, Label label) {
  const int64_t batch = features.shape()[0], classes = features.shape()[1];
  const T* in = features.data<T>();
  T* l = loss.mutable_data<T>();
  T* bp = backprop.mutable_data<T>();
  for (int64_t b = 0; b < batch; ++b) {
    const T* row = in + b * classes;
    T* dst = bp + b * classes;
    const T mx = classes ? row_max(row, classes) : T(0);
    T sum = 0;
    for (int64_t i = 0; i < classes; ++i) {
      dst[i] = std::exp(row[i] - mx);
      sum += dst[i];
    }
    const T log_sum = std::log(sum);
    T total = 0;
    for (int64_t i = 0; i < classes; ++i) {
      const T y = label(b, i);
      total += y * (log_sum - (row[i] - mx));
      dst[i] = dst[i] / sum - y;
    }
    l[b] = total;
  }
}

[[noreturn]] void throw_not_matrix() {
  throw invalid_argument("logits and labels must be either 2-dimensional, or broadcasted to be 2-dimensional");
}

}  // namespace

std::pair<Tensor, Tensor> softmax_cross_entropy(const Tensor& features_in, const Tensor& labels_in) {
  // xent_op.cc: inputs of different shapes are broadcast against each other (BCast without the
  // fewer-dims optimization: right-aligned dims equal or 1), and the result must be a matrix.
  Tensor features = features_in, labels = labels_in;
  if (labels.shape() != features.shape()) {
    const Shape& fs = features.shape();
    const Shape& ls = labels.shape();
    const std::size_t rank = std::max(fs.size(), ls.size());
    Shape out(rank);
    for (std::size_t i = 0; i < rank; ++i) {
      const int64_t f = i < rank - fs.size() ? 1 : fs[i - (rank - fs.size())];
      const int64_t l = i < rank - ls.size() ? 1 : ls[i - (rank - ls.size())];
      if (f != l && f != 1 && l != 1)
        throw invalid_argument("logits and labels must be broadcastable: logits_size=" + shape_debug_string(fs) +
                               " labels_size=" + shape_debug_string(ls));
      out[i] = f == 1 ? l : f;
    }
    if (out.size() != 2) throw_not_matrix();
    features = broadcast_to(features, out);
    labels = broadcast_to(labels, out);
  }
  if (features.rank() != 2) throw_not_matrix();
  Tensor loss = Tensor::zeros(features.dtype(), {features.shape()[0]});
  Tensor backprop = Tensor::zeros(features.dtype(), features.shape());
  const int64_t classes = features.shape()[1];
  auto run = [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* y = labels.data<T>();
    cross_entropy_rows<T>(features, loss, backprop, [&](int64_t b, int64_t i) { return y[b * classes + i]; });
  };
  if (features.dtype() == DType::Float64) run(TypeTag<double>{});
  else run(TypeTag<float>{});
  return {finish_float16(loss), finish_float16(backprop)};
}

std::pair<Tensor, Tensor> sparse_softmax_cross_entropy(const Tensor& features, const Tensor& labels) {
  // sparse_xent_op.cc's checks, in its order.
  if (features.rank() != 2)
    throw invalid_argument("logits must be 2-D, but got shape " + shape_debug_string(features.shape()));
  if (labels.rank() != 1)
    throw invalid_argument("labels must be 1-D, but got shape " + shape_debug_string(labels.shape()));
  if (labels.shape()[0] != features.shape()[0])
    throw invalid_argument("logits and labels must have the same first dimension, got logits shape " +
                           shape_debug_string(features.shape()) + " and labels shape " + shape_debug_string(labels.shape()));
  if (features.shape()[1] <= 0)
    throw invalid_argument("Must have at least one class, but got logits shape " + shape_debug_string(features.shape()));
  const int64_t classes = features.shape()[1];
  std::vector<int64_t> index;
  for (int64_t b = 0; b < labels.num_elements(); ++b) index.push_back(labels.as_int64(b));
  if (!index.empty()) {
    // sparse_xent_op.cc CheckInvalidLabelIndex: the smallest label when it is negative, else
    // the largest when it is too large.
    const auto [lo, hi] = std::minmax_element(index.begin(), index.end());
    if (*lo < 0 || *hi >= classes) {
      const int64_t bad = *lo < 0 ? *lo : *hi;
      std::string values;
      for (std::size_t k = 0; k < index.size(); ++k) values += (k ? " " : "") + std::to_string(index[k]);
      throw invalid_argument("Received a label value of " + std::to_string(bad) + " which is outside the valid range of [0, " +
                             std::to_string(classes) + ").  Label values: " + values);
    }
  }
  Tensor loss = Tensor::zeros(features.dtype(), {features.shape()[0]});
  Tensor backprop = Tensor::zeros(features.dtype(), features.shape());
  auto run = [&](auto tag) {
    using T = typename decltype(tag)::type;
    cross_entropy_rows<T>(features, loss, backprop,
                          [&](int64_t b, int64_t i) { return i == index[static_cast<std::size_t>(b)] ? T(1) : T(0); });
  };
  if (features.dtype() == DType::Float64) run(TypeTag<double>{});
  else run(TypeTag<float>{});
  return {finish_float16(loss), finish_float16(backprop)};
}

// ---- LinSpace -------------------------------------------------------------------------------

Tensor linspace(const Tensor& start, const Tensor& stop, int64_t num) {
  if (num < 0) throw invalid_argument("Requires start <= limit when delta > 0: 1/-1");
  Tensor out = Tensor::zeros(start.dtype(), {num});
  auto run = [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T a = start.data<T>()[0];
    const T b = stop.data<T>()[0];
    const int64_t steps = std::max<int64_t>(num - 1, 1);
    T delta = (b - a) / static_cast<T>(steps);
    // float16 and bfloat16 hold each step's value in their own precision.
    auto round = [&](T& v) {
      if constexpr (std::is_same_v<T, float>) round_reduced_float_inplace(start.dtype(), &v, 1);
    };
    round(delta);
    T* o = out.mutable_data<T>();
    // concat([start], start + delta * range(1, num - 1), [stop])[:num]
    if (num >= 1) o[0] = a;
    for (int64_t i = 1; i < num - 1; ++i) {
      T prod = delta * static_cast<T>(i);
      round(prod);
      o[i] = a + prod;
    }
    if (num >= 2) o[num - 1] = b;
  };
  if (start.dtype() == DType::Float64) run(TypeTag<double>{});
  else run(TypeTag<float>{});
  return finish_float16(out);
}

// ---- strings --------------------------------------------------------------------------------

Tensor string_join(const std::vector<Tensor>& inputs, const std::string& separator) {
  Shape shape;
  bool have_shape = false;
  for (const Tensor& t : inputs) {
    if (t.rank() == 0) continue;
    if (!have_shape) {
      shape = t.shape();
      have_shape = true;
    } else if (shape != t.shape()) {
      throw invalid_argument("Input shapes do not match: " + shape_debug_string(shape) + " vs. " +
                             shape_debug_string(t.shape()));
    }
  }
  Tensor out = Tensor::zeros(DType::String, shape);
  std::string* o = out.mutable_data<std::string>();
  for (int64_t i = 0; i < out.num_elements(); ++i) {
    std::string s;
    for (size_t k = 0; k < inputs.size(); ++k) {
      if (k) s += separator;
      s += inputs[k].data<std::string>()[inputs[k].rank() == 0 ? 0 : i];
    }
    o[i] = std::move(s);
  }
  return out;
}

Tensor string_length(const Tensor& x, bool utf8_chars) {
  Tensor out = Tensor::zeros(DType::Int32, x.shape());
  int32_t* o = out.mutable_data<int32_t>();
  const std::string* in = x.data<std::string>();
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    if (!utf8_chars) {
      o[i] = static_cast<int32_t>(in[i].size());
      continue;
    }
    int32_t n = 0;
    for (unsigned char c : in[i]) n += (c & 0xC0) != 0x80;  // count non-continuation bytes
    o[i] = n;
  }
  return out;
}

Tensor check_numerics(const Tensor& x, const std::string& message) {
  bool nan = false, inf = false;
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    const double v = x.as_double(i);
    nan = nan || std::isnan(v);
    inf = inf || std::isinf(v);
  }
  if (nan || inf) {
    const std::string status = inf && nan ? "Inf and NaN" : inf ? "Inf" : "NaN";
    throw invalid_argument(message + " : Tensor had " + status + " values");
  }
  return x;
}

}  // namespace tfplay::tensor
