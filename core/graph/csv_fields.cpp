#include "core/graph/csv_fields.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace tfplay::graph::csv {

using tensor::DType;
using tensor::Tensor;

namespace {

/// absl::StripAsciiWhitespace.
std::string_view strip(std::string_view s) {
  constexpr std::string_view kSpace = " \t\n\v\f\r";
  const std::size_t b = s.find_first_not_of(kSpace);
  if (b == std::string_view::npos) return {};
  return s.substr(b, s.find_last_not_of(kSpace) - b + 1);
}

/// The text absl::from_chars (chars_format::general) reads as a whole: SimpleAtof's one
/// stripped '+', then no second sign and no hex prefix, which strtod would take.
bool float_text(std::string_view text, std::string& out) {
  std::string_view s = strip(text);
  if (!s.empty() && s[0] == '+') {
    s.remove_prefix(1);
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) return false;
  }
  std::string_view body = !s.empty() && s[0] == '-' ? s.substr(1) : s;
  if (body.empty() || body[0] == '+' || body[0] == '-') return false;
  if (body.size() > 1 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X')) return false;
  out.assign(s);
  return true;
}

}  // namespace

bool simple_atoi(std::string_view text, int64_t& out) {
  std::string_view s = strip(text);
  bool negative = false;
  if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
    negative = s[0] == '-';
    s.remove_prefix(1);
  }
  if (s.empty()) return false;
  uint64_t value = 0;
  const uint64_t limit = negative ? uint64_t{1} << 63 : static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    const uint64_t digit = static_cast<uint64_t>(c - '0');
    if (value > (limit - digit) / 10) return false;
    value = value * 10 + digit;
  }
  out = negative ? static_cast<int64_t>(0 - value) : static_cast<int64_t>(value);
  return true;
}

bool simple_atod(std::string_view text, double& out) {
  std::string s;
  if (!float_text(text, s)) return false;
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size()) return false;
  out = v;
  return true;
}

bool simple_atof(std::string_view text, float& out) {
  std::string s;
  if (!float_text(text, s)) return false;
  char* end = nullptr;
  const float v = std::strtof(s.c_str(), &end);  // rounded once, as from_chars<float> does
  if (end != s.c_str() + s.size()) return false;
  out = v;
  return true;
}

FieldStatus field_to_output(std::string_view field, const Tensor& record_default, const std::string& na_value, Tensor& out,
                            int64_t index) {
  const DType dtype = out.dtype();
  if (dtype != DType::Int32 && dtype != DType::Int64 && dtype != DType::Float32 && dtype != DType::Float64 &&
      dtype != DType::String)
    return FieldStatus::Unsupported;
  if (field.empty() || field == na_value) {
    if (record_default.num_elements() != 1) return FieldStatus::Missing;
    switch (dtype) {
      case DType::Int32: out.mutable_data<int32_t>()[index] = record_default.data<int32_t>()[0]; break;
      case DType::Int64: out.mutable_data<int64_t>()[index] = record_default.data<int64_t>()[0]; break;
      case DType::Float32: out.mutable_data<float>()[index] = record_default.data<float>()[0]; break;
      case DType::Float64: out.mutable_data<double>()[index] = record_default.data<double>()[0]; break;
      default: out.mutable_data<std::string>()[index] = record_default.data<std::string>()[0]; break;
    }
    return FieldStatus::Ok;
  }
  switch (dtype) {
    case DType::Int32:
    case DType::Int64: {
      int64_t v = 0;
      if (!simple_atoi(field, v)) return FieldStatus::Invalid;
      if (dtype == DType::Int64) {
        out.mutable_data<int64_t>()[index] = v;
        return FieldStatus::Ok;
      }
      if (v < std::numeric_limits<int32_t>::min() || v > std::numeric_limits<int32_t>::max()) return FieldStatus::Invalid;
      out.mutable_data<int32_t>()[index] = static_cast<int32_t>(v);
      return FieldStatus::Ok;
    }
    case DType::Float32: {
      float v = 0;
      if (!simple_atof(field, v)) return FieldStatus::Invalid;
      out.mutable_data<float>()[index] = v;
      return FieldStatus::Ok;
    }
    case DType::Float64: {
      double v = 0;
      if (!simple_atod(field, v)) return FieldStatus::Invalid;
      out.mutable_data<double>()[index] = v;
      return FieldStatus::Ok;
    }
    default: out.mutable_data<std::string>()[index] = std::string(field); return FieldStatus::Ok;
  }
}

}  // namespace tfplay::graph::csv
