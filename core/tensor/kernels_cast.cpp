// Cast (TF: tensorflow/core/kernels/cast_op.cc, cast_op_impl_*.cc). TF casts with Eigen's
// `static_cast`; for out-of-range floats that is what x86-64 CPUs produce, which we emulate so
// results do not depend on the machine running tfplay (wasm traps or saturates instead).
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "core/tensor/kernels_complex.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::tensor {

namespace {

// x86 cvttsd2si to 32 bits: truncation, "integer indefinite" (INT32_MIN) when out of range/NaN.
int32_t x86_to_int32(double v) {
  if (!(v > -2147483649.0 && v < 2147483648.0)) return std::numeric_limits<int32_t>::min();
  return static_cast<int32_t>(v);
}

// x86 cvttsd2si to 64 bits.
int64_t x86_to_int64(double v) {
  if (!(v >= -9223372036854775808.0 && v < 9223372036854775808.0)) {
    return std::numeric_limits<int64_t>::min();
  }
  return static_cast<int64_t>(v);
}

template <typename To, typename From> To convert(From v) {
  if constexpr (std::is_same_v<To, bool>) {
    return v != From(0);
  } else if constexpr (std::is_floating_point_v<From> && std::is_integral_v<To>) {
    // Narrow integer targets go through a 32-bit conversion and keep the low bits.
    if constexpr (sizeof(To) == 8) return static_cast<To>(x86_to_int64(v));
    else return static_cast<To>(x86_to_int32(v));
  } else {
    return static_cast<To>(v);  // int->int wraps (C++20), int->float rounds, bool->0/1
  }
}

// One function per dtype pair, out of line as the binary kernels are (kernels_binary.cpp).
template <typename From, typename To> [[gnu::noinline]] void convert_all(const From* in, To* out, int64_t n) {
  for (int64_t i = 0; i < n; ++i) out[i] = convert<To>(in[i]);
}

// The casts from one dtype, a function per source dtype: with all 144 pairs in one function,
// V8 optimized it whole (18 KB) in a fresh engine's first run, whichever pair was hot.
template <typename From> [[gnu::noinline]] void cast_from(const From* in, Tensor& out, int64_t n) {
  visit_numeric(out.dtype(), "Cast", [&](auto dst_tag) {
    using To = typename decltype(dst_tag)::type;
    convert_all(in, out.mutable_data<To>(), n);
  });
}

}  // namespace

Tensor cast(const Tensor& x, DType to) {
  const DType from = x.dtype();
  if (from == to) return x;
  if (is_complex(from) || is_complex(to)) return complex_cast(x, to);
  if (from == DType::String || to == DType::String) {
    throw OpError(OpError::Code::Unimplemented, "Cast " + std::string(runtime_name(from)) +
                                                    " to " + std::string(runtime_name(to)) +
                                                    " is not supported");
  }
  // float32 <-> float16 share storage: only rounding is needed.
  Tensor out = Tensor::uninitialized(to, x.shape());  // every element is written below
  const int64_t n = x.num_elements();
  visit_numeric(from, "Cast", [&](auto src_tag) {
    using From = typename decltype(src_tag)::type;
    cast_from(x.data<From>(), out, n);
  });
  return finish_float16(std::move(out));
}

}  // namespace tfplay::tensor
