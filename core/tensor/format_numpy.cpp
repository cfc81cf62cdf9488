// Array layout: a port of arrayprint.py's array2string / _formatArray / _extendLine and of
// array_repr / array_str (NumPy 2, non-legacy mode). Element text is in numpy_elements.cpp.
#include "core/tensor/format_numpy.h"

#include <cmath>
#include <cstdio>

#include "core/tensor/float_text.h"
#include "core/tensor/half.h"
#include "core/tensor/kernels_complex.h"
#include "core/tensor/numpy_elements.h"

namespace tfplay::tensor {

namespace {

// Python's repr of a shape tuple: "()", "(3,)", "(2, 0)".
std::string python_tuple(const Shape& shape) {
  if (shape.size() == 1) return "(" + std::to_string(shape[0]) + ",)";
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + ")";
}

// ml_dtypes' bfloat16 scalar text (str and repr alike).
std::string bfloat16_scalar_text(float v) {
  // PyCustomFloat_Repr / _Str: `std::ostringstream s; s << (std::isnan(f) ? std::abs(f) : f);`,
  // the stream's defaults: %g with 6 significant digits.
  if (std::isnan(v)) return "nan";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", static_cast<double>(v));
  return buf;
}

std::string rstrip(const std::string& s) {
  size_t end = s.size();
  while (end > 0 && s[end - 1] == ' ') --end;
  return s.substr(0, end);
}

// arrayprint._extendLine (legacy > 1.13): wrap unless the line holds only the indent.
void extend_line(std::string& s, std::string& line, const std::string& word, size_t line_width,
                 const std::string& next_line_prefix) {
  bool needs_wrap = line.size() + word.size() > line_width;
  if (line.size() <= next_line_prefix.size()) needs_wrap = false;
  if (needs_wrap) {
    s += rstrip(line) + "\n";
    line = next_line_prefix;
  }
  line += word;
}

class ArrayPrinter {
 public:
  ArrayPrinter(const Tensor& t, const NumpyPrintOptions& o, bool summarize)
      : t_(t), o_(o), summarize_(summarize), strides_(t.rank()) {
    int64_t s = 1;
    for (int d = t.rank() - 1; d >= 0; --d) {
      strides_[d] = s;
      s *= t.shape()[d];
    }
  }

  // The flat indices of the elements that will be printed (arrayprint._leading_trailing).
  std::vector<int64_t> shown() const {
    std::vector<int64_t> out;
    collect(0, 0, out);
    return out;
  }

  std::string format(const ElementText& fmt, const std::string& separator,
                     const std::string& prefix, int suffix_len) {
    fmt_ = &fmt;
    separator_ = separator;
    const std::string next_line_prefix = " " + std::string(prefix.size(), ' ');
    return recurse(0, 0, next_line_prefix, o_.linewidth - suffix_len);
  }

 private:
  bool elided(int64_t len) const { return summarize_ && 2 * o_.edgeitems < len; }

  void collect(int axis, int64_t offset, std::vector<int64_t>& out) const {
    if (axis == t_.rank()) {
      out.push_back(offset);
      return;
    }
    const int64_t len = t_.shape()[axis];
    for (int64_t i = 0; i < len; ++i) {
      if (elided(len) && i == o_.edgeitems) i = len - o_.edgeitems;
      collect(axis + 1, offset + i * strides_[axis], out);
    }
  }

  // arrayprint._formatArray.recurser
  std::string recurse(int axis, int64_t offset, const std::string& hanging_indent,
                      int64_t curr_width) {
    const int axes_left = t_.rank() - axis;
    if (axes_left == 0) return (*fmt_)(offset);
    const std::string next_hanging_indent = hanging_indent + " ";
    const int64_t next_width = curr_width - 1;  // len(']')
    const int64_t a_len = t_.shape()[axis];
    const bool show_summary = elided(a_len);
    const int64_t leading = show_summary ? o_.edgeitems : 0;
    const int64_t trailing = show_summary ? o_.edgeitems : a_len;
    auto child = [&](int64_t i) {
      return recurse(axis + 1, offset + i * strides_[axis], next_hanging_indent, next_width);
    };
    std::string s;
    if (axes_left == 1) {
      const size_t sep_len = rstrip(separator_).size();
      const size_t elem_width = static_cast<size_t>(curr_width) - std::max<size_t>(sep_len, 1);
      std::string line = hanging_indent;
      for (int64_t i = 0; i < leading; ++i) {
        extend_line(s, line, child(i), elem_width, hanging_indent);
        line += separator_;
      }
      if (show_summary) {
        extend_line(s, line, "...", elem_width, hanging_indent);
        line += separator_;
      }
      for (int64_t i = trailing; i > 1; --i) {
        extend_line(s, line, child(a_len - i), elem_width, hanging_indent);
        line += separator_;
      }
      extend_line(s, line, child(a_len - 1), elem_width, hanging_indent);
      s += line;
    } else {
      const std::string line_sep = rstrip(separator_) + std::string(axes_left - 1, '\n');
      for (int64_t i = 0; i < leading; ++i) s += hanging_indent + child(i) + line_sep;
      if (show_summary) s += hanging_indent + "..." + line_sep;
      for (int64_t i = trailing; i > 1; --i) s += hanging_indent + child(a_len - i) + line_sep;
      s += hanging_indent + child(a_len - 1);
    }
    return "[" + s.substr(hanging_indent.size()) + "]";
  }

  const Tensor& t_;
  const NumpyPrintOptions& o_;
  bool summarize_;
  std::vector<int64_t> strides_;
  const ElementText* fmt_ = nullptr;
  std::string separator_;
};

// arrayprint.array2string with the given separator/prefix/suffix length; `element` null: the
// dtype's own formatter. ml_dtypes' bfloat16 is no np.floating, so _get_format_function gives it
// `numpystr` (repr_format): each element is its scalar's repr, unpadded.
std::string array2string(const Tensor& t, const NumpyPrintOptions& o, const std::string& separator,
                         const std::string& prefix, int suffix_len, const ElementText* element = nullptr) {
  if (t.num_elements() == 0) return "[]";
  ArrayPrinter printer(t, o, t.num_elements() > o.threshold);
  if (element) return printer.format(*element, separator, prefix, suffix_len);
  if (t.dtype() == DType::BFloat16) {
    const float* data = t.data<float>();
    const ElementText text = [data](int64_t i) { return bfloat16_scalar_text(data[i]); };
    return printer.format(text, separator, prefix, suffix_len);
  }
  const NumpyElementFormat fmt(t, printer.shown(), o);
  const ElementText text = [&fmt](int64_t i) { return fmt(i); };
  return printer.format(text, separator, prefix, suffix_len);
}

// arrayprint._array_repr_implementation: `dtype_text` empty when the dtype is implied.
std::string array_repr(const Tensor& t, const NumpyPrintOptions& opts, const std::string& dtype_text,
                       const ElementText* element) {
  const std::string prefix = "array(";
  const std::string lst = array2string(t, opts, ", ", prefix, 1, element);
  std::vector<std::string> extras;
  const int64_t size = t.num_elements();
  if ((size == 0 && t.shape() != Shape{0}) || (opts.summary_shape_suffix && size > opts.threshold)) {
    extras.push_back("shape=" + python_tuple(t.shape()));
  }
  if (!dtype_text.empty()) extras.push_back("dtype=" + dtype_text);
  if (extras.empty()) return prefix + lst + ")";
  const std::string arr_str = prefix + lst + ",";
  std::string extra_str;
  for (size_t i = 0; i < extras.size(); ++i) extra_str += (i ? ", " : "") + extras[i];
  extra_str += ")";
  const size_t nl = arr_str.rfind('\n');
  const size_t last_line_len = nl == std::string::npos ? arr_str.size() : arr_str.size() - nl - 1;
  const bool wrap = last_line_len + extra_str.size() + 1 > static_cast<size_t>(opts.linewidth);
  const std::string spacer = wrap ? "\n" + std::string(prefix.size(), ' ') : " ";
  return arr_str + spacer + extra_str;
}

bool dtype_is_implied(DType dt) {
  // _typelessdata = [int_, float64, complex128, bool]; int_ is int64 on Linux.
  return dt == DType::Int64 || dt == DType::Float64 || dt == DType::Complex128 || dt == DType::Bool;
}

}  // namespace

NumpyPrintOptions& numpy_print_options() {
  static NumpyPrintOptions options;
  return options;
}

std::string numpy_str(const Tensor& t, const NumpyPrintOptions& opts) {
  if (t.rank() == 0) return numpy_scalar_str(t, 0, opts);
  return array2string(t, opts, " ", "", 0);
}

std::string numpy_repr(const Tensor& t, const NumpyPrintOptions& opts) {
  const bool implied = dtype_is_implied(t.dtype()) && t.num_elements() != 0;
  return array_repr(t, opts, implied ? "" : std::string(numpy_name(t.dtype())), nullptr);
}

std::string numpy_str_of(const Tensor& t, const ElementText& element, const NumpyPrintOptions& opts) {
  if (t.rank() == 0) return element(0);
  return array2string(t, opts, " ", "", 0, &element);
}

std::string numpy_repr_of(const Tensor& t, const ElementText& element, const std::string& dtype_text,
                          const NumpyPrintOptions& opts) {
  return array_repr(t, opts, dtype_text, &element);
}

namespace {

// scalartypes.c.src floattype_str / complex parts: positional in [1e-4, max_positional), else
// scientific; `leave_one_zero` keeps "1.0" (floats), else "1" (TrimMode_DptZeros, complex parts).
std::string float_scalar_text(double v, FloatKind kind, bool leave_one_zero, bool sign, const NumpyPrintOptions& opts) {
  const std::string plus = sign && !std::signbit(v) ? "+" : "";
  if (std::isnan(v)) return (sign ? "+" : "") + std::string("nan");
  if (std::isinf(v)) return v < 0 ? "-inf" : plus + "inf";
  double max_positional = 1e16;
  if (!opts.legacy_float_cutoffs) {
    max_positional = kind == FloatKind::Half ? 1e3 : kind == FloatKind::Single ? 1e6 : 1e16;
  }
  const double a = std::fabs(v);
  if (a == 0 || (a < max_positional && a >= 1e-4)) {
    std::string s = dragon4_positional(v, kind, -1);
    if (s.back() == '.') {
      if (leave_one_zero) s += '0';  // TrimMode_LeaveOneZero
      else s.pop_back();             // TrimMode_DptZeros
    }
    return plus + s;
  }
  std::string s = dragon4_scientific(v, kind, -1);
  // TrimMode_DptZeros: "1.e+16" -> "1e+16".
  const size_t e = s.find('e');
  if (e > 0 && s[e - 1] == '.') s.erase(e - 1, 1);
  return plus + s;
}

}  // namespace

std::string numpy_scalar_str(const Tensor& t, int64_t i, const NumpyPrintOptions& opts) {
  const DType dt = t.dtype();
  if (dt == DType::BFloat16) return bfloat16_scalar_text(t.data<float>()[i]);
  if (dt == DType::Bool) return t.data<bool>()[i] ? "True" : "False";
  if (dt == DType::String) return python_bytes_repr(t.data<std::string>()[i]);
  if (is_integer(dt)) return std::to_string(t.as_int64(i));
  if (is_complex(dt)) {
    // scalartypes.c.src complex str: "1j" when the real part is +0, else "(re+imj)".
    const Tensor re = real_part(t), im = imag_part(t);
    const FloatKind kind = float_kind(re.dtype());
    const double r = re.as_double(i), m = im.as_double(i);
    if (r == 0 && !std::signbit(r)) return float_scalar_text(m, kind, false, false, opts) + "j";
    return "(" + float_scalar_text(r, kind, false, false, opts) + float_scalar_text(m, kind, false, true, opts) + "j)";
  }
  return float_scalar_text(t.as_double(i), float_kind(dt), true, false, opts);
}

std::string python_item_repr(const Tensor& t, int64_t i) {
  const DType dt = t.dtype();
  if (dt == DType::Bool) return t.data<bool>()[i] ? "True" : "False";
  if (dt == DType::String) return python_bytes_repr(t.data<std::string>()[i]);
  if (is_integer(dt)) return std::to_string(t.as_int64(i));
  if (is_complex(dt)) return python_complex_repr(real_part(t).as_double(i), imag_part(t).as_double(i));
  return python_float_repr(t.as_double(i), FloatKind::Double);  // .item() is a Python float
}

std::string python_complex_repr(double real, double imag) {
  // complexobject.c complex_repr: repr's digits without a forced ".0"; the imaginary part
  // signed; no parentheses when the real part is +0. (The interpreter's complex type has its
  // own copy in core/python: the layers do not share code.)
  auto part = [](double v) {
    std::string s = python_float_repr(v, FloatKind::Double);
    if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
    return s;
  };
  std::string im = part(imag);
  if (real == 0 && !std::signbit(real)) return im + "j";
  if (im[0] != '-') im.insert(0, "+");
  return "(" + part(real) + im + "j)";
}

std::string python_bytes_repr(const std::string& bytes) {
  const bool has_single = bytes.find('\'') != std::string::npos;
  const bool has_double = bytes.find('"') != std::string::npos;
  const char quote = (has_single && !has_double) ? '"' : '\'';
  std::string out = "b";
  out += quote;
  for (unsigned char c : bytes) {
    if (c == static_cast<unsigned char>(quote) || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c >= 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += quote;
  return out;
}

}  // namespace tfplay::tensor
