#include "core/tensor/format_tfprint.h"

#include <functional>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/tensor/float_text.h"

namespace tfplay::tensor {

namespace {

TfPrintFloatStyle g_float_style = TfPrintFloatStyle::LegacyRoundTrip;

// absl::numbers_internal::SixDigitsToBuffer: "%g"-like with six significant digits.
std::string six_digits(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

// PrintDimSpacing: " " inside the last dim; otherwise newlines and an indent.
void dim_spacing(int dim_index, int num_dims, std::string& out) {
  if (dim_index == num_dims - 1) {
    out += ' ';
    return;
  }
  out.append(static_cast<size_t>(num_dims - dim_index - 1), '\n');
  out.append(static_cast<size_t>(dim_index + 1), ' ');
}

// PrintOneDimV2, including its quirks (e.g. `limit` caps elements per dimension).
void print_one_dim(const Tensor& t, int dim_index, int64_t num_elts_at_ends, int64_t data_index,
                   std::string& out) {
  const int num_dims = t.rank();
  if (dim_index == num_dims) {
    out += tfprint_element(t, data_index);
    return;
  }
  out += '[';
  const int64_t element_count = t.shape()[dim_index];
  const int64_t start_of_end = std::max(num_elts_at_ends, element_count - num_elts_at_ends);
  int64_t per_iter = 1;
  for (int i = dim_index + 1; i < num_dims; ++i) per_iter *= t.shape()[i];
  for (int64_t i = 0; i < num_elts_at_ends && i < element_count; ++i) {
    if (i > 0) dim_spacing(dim_index, num_dims, out);
    print_one_dim(t, dim_index + 1, num_elts_at_ends, data_index + per_iter * i, out);
  }
  if (element_count > 2 * num_elts_at_ends) {
    dim_spacing(dim_index, num_dims, out);
    out += "...";
  }
  for (int64_t i = start_of_end; i < element_count; ++i) {
    dim_spacing(dim_index, num_dims, out);
    print_one_dim(t, dim_index + 1, num_elts_at_ends, data_index + per_iter * i, out);
  }
  out += ']';
}

}  // namespace

void set_tfprint_float_style(TfPrintFloatStyle style) { g_float_style = style; }
TfPrintFloatStyle tfprint_float_style() { return g_float_style; }

std::string utf8_safe_c_escape(const std::string& s) { return c_escape(s, true); }

std::string c_escape(const std::string& s, bool utf8_safe) {
  std::string out;
  for (unsigned char c : s) {
    switch (c) {
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '"': out += "\\\""; break;
      case '\'': out += "\\'"; break;
      case '\\': out += "\\\\"; break;
      default:
        if ((c < 0x80 || !utf8_safe) && (c < 0x20 || c >= 0x7f)) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\%03o", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out;
}

std::string tfprint_element(const Tensor& t, int64_t i) {
  switch (t.dtype()) {
    case DType::Bool: return t.data<bool>()[i] ? "1" : "0";
    case DType::String: return "\"" + utf8_safe_c_escape(t.data<std::string>()[i]) + "\"";
    case DType::Float16:  // Eigen::half and bfloat16 print through static_cast<float>
    case DType::BFloat16:
    case DType::Float32:
      if (g_float_style == TfPrintFloatStyle::AbslSixDigits) return six_digits(t.data<float>()[i]);
      return tf_float_to_buffer(t.data<float>()[i]);
    case DType::Float64:
      if (g_float_style == TfPrintFloatStyle::AbslSixDigits) return six_digits(t.data<double>()[i]);
      return tf_double_to_buffer(t.data<double>()[i]);
    default: return std::to_string(t.as_int64(i));
  }
}

namespace {

// Tensor::SummarizeValue's "irregular cases" branch, which complex tensors take: a "?" per
// element up to the limit, brackets (print_v2 only, rank > 0) around them all, no nesting.
std::string summarize_unprintable(const Tensor& t, int64_t max_entries, bool print_v2) {
  const int64_t num_elts = t.num_elements();
  if (max_entries < 0) max_entries = num_elts;
  const int64_t limit = std::min(max_entries, num_elts);
  std::string out = print_v2 && t.rank() > 0 ? "[" : "";
  for (int64_t i = 0; i < limit; ++i) out += i ? " ?" : "?";
  if (max_entries < num_elts) out += "...";
  if (print_v2 && t.rank() > 0) out += "]";
  return out;
}

}  // namespace

std::string summarize_value(const Tensor& t, int64_t max_entries) {
  if (is_complex(t.dtype())) return summarize_unprintable(t, max_entries, true);
  const int64_t num_elts = t.num_elements();
  if (max_entries < 0) max_entries = num_elts;
  const int64_t limit = std::min(max_entries, num_elts);
  std::string out;
  if (t.rank() == 0) {  // SummarizeArrayInternal's `shape.empty()` branch
    for (int64_t i = 0; i < limit; ++i) {
      if (i > 0) out += ' ';
      out += tfprint_element(t, i);
    }
    if (num_elts > limit) out += "...";
    return out;
  }
  print_one_dim(t, 0, limit, 0, out);
  return out;
}

std::string summarize_value_v1(const Tensor& t, int64_t max_entries) {
  if (is_complex(t.dtype())) return summarize_unprintable(t, max_entries, false);
  const int64_t num_elts = t.num_elements();
  if (max_entries < 0) max_entries = num_elts;
  const int64_t limit = std::min(max_entries, num_elts);
  auto element = [&](int64_t i) {
    return t.dtype() == DType::String ? utf8_safe_c_escape(t.data<std::string>()[i]) : tfprint_element(t, i);
  };
  std::string out;
  if (t.rank() == 0) {
    for (int64_t i = 0; i < limit; ++i) out += (i ? " " : "") + element(i);
    if (num_elts > limit) out += "...";
    return out;
  }
  // PrintOneDim: nested brackets without separators; a cut row ends in "..." unless it is the
  // outermost dimension.
  int64_t index = 0;
  std::function<void(int)> dim = [&](int d) {
    if (index >= limit) return;
    const int64_t count = t.shape()[static_cast<std::size_t>(d)];
    if (d == t.rank() - 1) {
      for (int64_t i = 0; i < count; ++i) {
        if (index >= limit) {
          if (d != 0) out += "...";
          return;
        }
        if (i > 0) out += " ";
        out += element(index++);
      }
      return;
    }
    for (int64_t i = 0; i < count; ++i) {
      bool flag = false;
      if (index < limit) {
        out += "[";
        flag = true;
      }
      dim(d + 1);
      if (index < limit || flag) out += "]";
    }
  };
  dim(0);
  if (num_elts > limit) out += "...";
  return out;
}

}  // namespace tfplay::tensor
