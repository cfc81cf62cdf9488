// Runtime dtype -> compile-time storage type dispatch for kernels.
//
//   visit_dtype(t.dtype(), [&](auto tag) { using T = typename decltype(tag)::type; ... });
//
// Float16, BFloat16 and Float32 all dispatch to `float`; kernels that produce float16 or bfloat16
// must round their output (round_reduced_float_inplace) — `finish_float16` below does it for any
// output tensor.
#pragma once

#include <string>
#include <type_traits>

#include "core/tensor/op_error.h"
#include "core/tensor/tensor.h"

namespace tfplay::tensor {

template <typename T> struct TypeTag { using type = T; };

/// What visit_dtype and visit_numeric throw for a complex dtype: most kernels are real-only,
/// and the ops with complex kernels check for complex inputs before visiting.
[[noreturn]] inline void throw_complex_unsupported(DType dt) {
  throw OpError(OpError::Code::TfplayUnsupported,
                "tfplay does not support this operation on " + std::string(name(dt)) + " tensors");
}

/// Calls f(TypeTag<storage type>) for every value dtype, strings included (not the internal
/// UInt64: "visit_dtype: bad dtype").
template <typename F> decltype(auto) visit_dtype(DType dt, F&& f) {
  switch (dt) {
    case DType::Bool: return f(TypeTag<bool>{});
    case DType::Int8: return f(TypeTag<int8_t>{});
    case DType::Int16: return f(TypeTag<int16_t>{});
    case DType::Int32: return f(TypeTag<int32_t>{});
    case DType::Int64: return f(TypeTag<int64_t>{});
    case DType::UInt8: return f(TypeTag<uint8_t>{});
    case DType::Float16:
    case DType::BFloat16:
    case DType::Float32: return f(TypeTag<float>{});
    case DType::Float64: return f(TypeTag<double>{});
    case DType::String: return f(TypeTag<std::string>{});
    case DType::Resource:  // no elements to visit
    case DType::Variant: break;
    case DType::UInt64: break;  // only the random kernels read it (dtype.h)
    case DType::Complex64:
    case DType::Complex128: throw_complex_unsupported(dt);
  }
  throw OpError(OpError::Code::Internal, "visit_dtype: bad dtype");
}

/// Calls f(TypeTag<std::complex<float>>) or f(TypeTag<std::complex<double>>) for a complex dtype.
template <typename F> decltype(auto) visit_complex(DType dt, F&& f) {
  if (dt == DType::Complex64) return f(TypeTag<std::complex<float>>{});
  if (dt == DType::Complex128) return f(TypeTag<std::complex<double>>{});
  throw OpError(OpError::Code::Internal, "visit_complex: " + std::string(name(dt)));
}

/// visit_dtype plus the complex dtypes: for kernels that only move elements (concat, gather).
template <typename F> decltype(auto) visit_movable(DType dt, F&& f) {
  if (is_complex(dt)) return visit_complex(dt, f);
  return visit_dtype(dt, f);
}

/// Like visit_dtype but for numeric and bool dtypes only: String (and the internal UInt64)
/// throw `Unimplemented` with `what` in the message (callers validate dtypes first, so this is
/// a safety net).
template <typename F> decltype(auto) visit_numeric(DType dt, const char* what, F&& f) {
  switch (dt) {
    case DType::Bool: return f(TypeTag<bool>{});
    case DType::Int8: return f(TypeTag<int8_t>{});
    case DType::Int16: return f(TypeTag<int16_t>{});
    case DType::Int32: return f(TypeTag<int32_t>{});
    case DType::Int64: return f(TypeTag<int64_t>{});
    case DType::UInt8: return f(TypeTag<uint8_t>{});
    case DType::Float16:
    case DType::BFloat16:
    case DType::Float32: return f(TypeTag<float>{});
    case DType::Float64: return f(TypeTag<double>{});
    case DType::Complex64:
    case DType::Complex128: throw_complex_unsupported(dt);
    case DType::String:
    case DType::Resource:
    case DType::UInt64:
    case DType::Variant: break;
  }
  throw OpError(OpError::Code::Unimplemented,
                std::string(what) + " is not supported for dtype " + std::string(name(dt)));
}

/// Rounds a freshly computed float16 or bfloat16 output to its precision (no-op for other dtypes).
inline Tensor finish_float16(Tensor t) {
  if (is_reduced_float(t.dtype())) round_reduced_float_inplace(t.dtype(), t.mutable_data<float>(), t.num_elements());
  return t;
}

}  // namespace tfplay::tensor
