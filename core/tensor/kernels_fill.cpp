// Fill and Range (TF: tensorflow/core/kernels/constant_op.cc FillOp, sequence_ops.cc RangeOp).
#include <cmath>
#include <limits>
#include <string>
#include <type_traits>

#include "core/tensor/dispatch.h"
#include "core/tensor/float_text.h"
#include "core/tensor/half.h"
#include "core/tensor/kernels.h"

namespace tfplay::tensor {

namespace {

bool is_scalar_like(const Tensor& t) { return t.rank() == 0; }

// StrCat formatting of a scalar in TF error messages (AlphaNum: legacy float formatting).
template <typename T> std::string alpha_num(T v) {
  if constexpr (std::is_same_v<T, float>) return tf_float_to_buffer(v);
  else if constexpr (std::is_same_v<T, double>) return tf_double_to_buffer(v);
  else return std::to_string(v);
}

}  // namespace

Tensor fill(const Tensor& dims, const Tensor& value) {
  if (dims.rank() != 1) {
    throw invalid_argument("dims must be a vector, got shape " + shape_debug_string(dims.shape()));
  }
  if (!(value.rank() == 0 || (value.rank() == 1 && value.shape()[0] == 1))) {
    throw invalid_argument("value must be a scalar, got shape " +
                           shape_debug_string(value.shape()));
  }
  const Shape shape = dims.to_int64_vector();
  make_shape_checked(shape);  // TensorShapeUtils::MakeShape: negative dims, int64 overflow
  Tensor out = Tensor::zeros(value.dtype(), shape);  // the size cap
  visit_movable(value.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T v = value.data<T>()[0];
    T* o = out.mutable_data<T>();
    for (int64_t i = 0; i < out.num_elements(); ++i) o[i] = v;
  });
  return out;
}

namespace {

// RangeOp::Compute's checks and size computation.
template <typename T>
int64_t checked_range_size(const Tensor& start_t, const Tensor& limit_t, const Tensor& delta_t) {
  if (!is_scalar_like(start_t)) {
    throw invalid_argument("start must be a scalar, not shape " +
                           shape_debug_string(start_t.shape()));
  }
  if (!is_scalar_like(limit_t)) {
    throw invalid_argument("limit must be a scalar, not shape " +
                           shape_debug_string(limit_t.shape()));
  }
  if (!is_scalar_like(delta_t)) {
    throw invalid_argument("delta must be a scalar, not shape " +
                           shape_debug_string(delta_t.shape()));
  }
  const T start = start_t.scalar<T>();
  const T limit = limit_t.scalar<T>();
  const T delta = delta_t.scalar<T>();
  if (delta == 0) throw invalid_argument("Requires delta != 0: " + alpha_num(delta));
  if (delta > 0 && start > limit) {
    throw invalid_argument("Requires start <= limit when delta > 0: " + alpha_num(start) + "/" +
                           alpha_num(limit));
  }
  if (delta < 0 && start < limit) {
    throw invalid_argument("Requires start >= limit when delta < 0: " + alpha_num(start) + "/" +
                           alpha_num(limit));
  }
  if constexpr (std::is_integral_v<T>) {
    const int64_t span = std::llabs(static_cast<int64_t>(limit) - static_cast<int64_t>(start));
    const int64_t step = std::llabs(static_cast<int64_t>(delta));
    return (span + step - 1) / step;  // Eigen::divup
  } else {
    const double s = std::ceil(std::fabs((limit - start) / delta));
    if (s > static_cast<double>(std::numeric_limits<int64_t>::max())) {
      throw invalid_argument("Requires ((limit - start) / delta) <= " +
                             std::to_string(std::numeric_limits<int64_t>::max()));
    }
    return static_cast<int64_t>(s);
  }
}

}  // namespace

int64_t range_size(const Tensor& start_t, const Tensor& limit_t, const Tensor& delta_t) {
  return visit_numeric(start_t.dtype(), "Range", [&](auto tag) -> int64_t {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, bool>) {
      throw OpError(OpError::Code::Internal, "Range on bool");
    } else {
      return checked_range_size<T>(start_t, limit_t, delta_t);
    }
  });
}

Tensor range(const Tensor& start_t, const Tensor& limit_t, const Tensor& delta_t) {
  const int64_t size = range_size(start_t, limit_t, delta_t);
  return visit_numeric(start_t.dtype(), "Range", [&](auto tag) -> Tensor {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, bool>) {
      throw OpError(OpError::Code::Internal, "Range on bool");
    } else {
      const T start = start_t.scalar<T>();
      const T delta = delta_t.scalar<T>();
      Tensor out = Tensor::zeros(start_t.dtype(), {size});
      T* o = out.mutable_data<T>();
      // TF accumulates (val += delta) rather than computing start + i * delta; float
      // ranges therefore carry the same rounding drift as in TF.
      const bool half = start_t.dtype() == DType::Float16;
      T val = start;
      for (int64_t i = 0; i < size; ++i) {
        o[i] = val;
        val = static_cast<T>(val + delta);
        if constexpr (std::is_same_v<T, float>) {
          if (half) val = round_to_half(val);  // Eigen::half accumulates in half precision
        }
      }
      return finish_float16(std::move(out));
    }
  });
}

}  // namespace tfplay::tensor
