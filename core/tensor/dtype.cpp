#include "core/tensor/dtype.h"

#include <cstdint>
#include <limits>

#include "core/tensor/op_error.h"

namespace tfplay::tensor {

std::string_view name(DType dt) {
  switch (dt) {
    case DType::Bool: return "bool";
    case DType::Int8: return "int8";
    case DType::Int16: return "int16";
    case DType::Int32: return "int32";
    case DType::Int64: return "int64";
    case DType::UInt8: return "uint8";
    case DType::Float16: return "float16";
    case DType::Float32: return "float32";
    case DType::Float64: return "float64";
    case DType::String: return "string";
    case DType::Resource: return "resource";
    case DType::UInt64: return "uint64";
    case DType::Variant: return "variant";
    case DType::Complex64: return "complex64";
    case DType::Complex128: return "complex128";
    case DType::BFloat16: return "bfloat16";
  }
  return "?";
}

std::string repr(DType dt) { return "tf." + std::string(name(dt)); }

std::string str(DType dt) { return "<dtype: '" + std::string(name(dt)) + "'>"; }

std::string_view runtime_name(DType dt) {
  switch (dt) {
    case DType::Float16: return "half";
    case DType::Float32: return "float";
    case DType::Float64: return "double";
    default: return name(dt);  // bool, int8..int64, uint8 and string read the same
  }
}

std::string_view enum_name(DType dt) {
  switch (dt) {
    case DType::Bool: return "DT_BOOL";
    case DType::Int8: return "DT_INT8";
    case DType::Int16: return "DT_INT16";
    case DType::Int32: return "DT_INT32";
    case DType::Int64: return "DT_INT64";
    case DType::UInt8: return "DT_UINT8";
    case DType::Float16: return "DT_HALF";
    case DType::Float32: return "DT_FLOAT";
    case DType::Float64: return "DT_DOUBLE";
    case DType::String: return "DT_STRING";
    case DType::Resource: return "DT_RESOURCE";
    case DType::UInt64: return "DT_UINT64";
    case DType::Variant: return "DT_VARIANT";
    case DType::Complex64: return "DT_COMPLEX64";
    case DType::Complex128: return "DT_COMPLEX128";
    case DType::BFloat16: return "DT_BFLOAT16";
  }
  return "DT_INVALID";
}

std::string_view numpy_name(DType dt) {
  // TF hands string tensors to NumPy as object arrays of bytes.
  return dt == DType::String || dt == DType::Resource || dt == DType::Variant ? "object" : name(dt);
}

std::optional<DType> parse_dtype(std::string_view text) {
  for (DType dt : kAllDTypes) {
    if (name(dt) == text) return dt;
  }
  if (text == "half") return DType::Float16;
  if (text == "float") return DType::Float32;
  if (text == "double") return DType::Float64;
  return std::nullopt;
}

bool is_floating(DType dt) {
  return dt == DType::Float16 || dt == DType::BFloat16 || dt == DType::Float32 || dt == DType::Float64;
}

bool is_reduced_float(DType dt) { return dt == DType::Float16 || dt == DType::BFloat16; }

bool is_integer(DType dt) {
  return dt == DType::Int8 || dt == DType::Int16 || dt == DType::Int32 || dt == DType::Int64 ||
         dt == DType::UInt8 || dt == DType::UInt64;
}

bool is_unsigned(DType dt) { return dt == DType::UInt8 || dt == DType::UInt64 || dt == DType::Bool; }

bool is_bool(DType dt) { return dt == DType::Bool; }

bool is_numeric(DType dt) { return is_integer(dt) || is_floating(dt); }

bool is_complex(DType dt) { return dt == DType::Complex64 || dt == DType::Complex128; }

DType real_dtype(DType dt) {
  if (dt == DType::Complex64) return DType::Float32;
  if (dt == DType::Complex128) return DType::Float64;
  return dt;
}

DType complex_of(DType dt) { return dt == DType::Float64 ? DType::Complex128 : DType::Complex64; }

std::size_t storage_size(DType dt) {
  switch (dt) {
    case DType::Bool: return sizeof(bool);
    case DType::Int8: return 1;
    case DType::Int16: return 2;
    case DType::Int32: return 4;
    case DType::Int64: return 8;
    case DType::UInt8: return 1;
    case DType::Float16:
    case DType::BFloat16: return sizeof(float);
    case DType::Float32: return sizeof(float);
    case DType::Float64: return sizeof(double);
    case DType::String: return sizeof(std::string);
    case DType::UInt64: return 8;
    case DType::Complex64: return 8;
    case DType::Complex128: return 16;
    case DType::Resource:
    case DType::Variant: return sizeof(void*);
  }
  return 1;
}

double min_value(DType dt) {
  switch (dt) {
    case DType::Int8: return std::numeric_limits<int8_t>::min();
    case DType::Int16: return std::numeric_limits<int16_t>::min();
    case DType::Int32: return std::numeric_limits<int32_t>::min();
    case DType::Int64: return static_cast<double>(std::numeric_limits<int64_t>::min());
    case DType::UInt8:
    case DType::UInt64: return 0;
    case DType::Float16: return -65504.0;
    case DType::BFloat16: return -3.3895313892515355e38;  // bits 0xff7f (ml_dtypes finfo(bfloat16).min)
    case DType::Float32: return std::numeric_limits<float>::lowest();
    case DType::Float64: return std::numeric_limits<double>::lowest();
    default:
      // dtypes.py DType.min
      throw OpTypeError("Cannot find minimum value of " + str(dt) + ".");
  }
}

double max_value(DType dt) {
  switch (dt) {
    case DType::Int8: return std::numeric_limits<int8_t>::max();
    case DType::Int16: return std::numeric_limits<int16_t>::max();
    case DType::Int32: return std::numeric_limits<int32_t>::max();
    case DType::Int64: return static_cast<double>(std::numeric_limits<int64_t>::max());
    case DType::UInt8: return 255;
    case DType::UInt64: return static_cast<double>(std::numeric_limits<uint64_t>::max());
    case DType::Float16: return 65504.0;
    case DType::BFloat16: return 3.3895313892515355e38;  // bits 0x7f7f (finfo(bfloat16).max)
    case DType::Float32: return std::numeric_limits<float>::max();
    case DType::Float64: return std::numeric_limits<double>::max();
    default:
      // dtypes.py DType.max
      throw OpTypeError("Cannot find maximum value of " + str(dt) + ".");
  }
}

}  // namespace tfplay::tensor
