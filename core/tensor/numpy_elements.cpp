#include "core/tensor/numpy_elements.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/tensor/dispatch.h"
#include "core/tensor/half.h"
#include "core/tensor/kernels_complex.h"

namespace tfplay::tensor {

namespace {

// A double rounded to the precision of `kind` (NumPy 2 converts Python-float thresholds to
// the array's dtype before comparing: NEP 50 "weak" scalars).
double in_kind(double v, FloatKind kind) {
  switch (kind) {
    case FloatKind::Half: return round_to_half(static_cast<float>(v));
    case FloatKind::Single: return static_cast<float>(v);
    case FloatKind::Double: return v;
  }
  return v;
}

std::string exponent_text(int exp10, int min_digits) {
  std::string digits = std::to_string(exp10 < 0 ? -exp10 : exp10);
  if (static_cast<int>(digits.size()) < min_digits) {
    digits.insert(0, static_cast<size_t>(min_digits) - digits.size(), '0');
  }
  return std::string("e") + (exp10 < 0 ? "-" : "+") + digits;
}

void strip_trailing_zeros(std::string& digits) {
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
}

// Splits "-12.5e+03" into "-12", "5", "+03" (the parts arrayprint measures).
void split_float_text(const std::string& s, std::string& int_part, std::string& frac_part,
                      std::string& exp_part) {
  const size_t e = s.find('e');
  const std::string mant = e == std::string::npos ? s : s.substr(0, e);
  exp_part = e == std::string::npos ? "" : s.substr(e + 1);
  const size_t dot = mant.find('.');
  int_part = mant.substr(0, dot);
  frac_part = dot == std::string::npos ? "" : mant.substr(dot + 1);
}

}  // namespace

std::string dragon4_positional(double v, FloatKind kind, int precision) {
  const bool neg = std::signbit(v);
  if (v == 0) return neg ? "-0." : "0.";
  const DecimalDigits d = shortest_digits(v, kind);
  const int n = static_cast<int>(d.digits.size());
  const int frac = std::max(0, n - d.decpt);
  std::string out;
  if (precision >= 0 && frac > precision) {
    // Too many digits for the cutoff: round the exact value at `precision` fractional digits.
    char buf[512];
    std::snprintf(buf, sizeof buf, "%.*f", precision, std::fabs(v));
    out = buf;
    if (out.find('.') == std::string::npos) out += '.';
    while (out.back() == '0') out.pop_back();
  } else if (d.decpt <= 0) {
    out = "0." + std::string(-d.decpt, '0') + d.digits;
  } else if (d.decpt >= n) {
    out = d.digits + std::string(d.decpt - n, '0') + ".";
  } else {
    out = d.digits.substr(0, d.decpt) + "." + d.digits.substr(d.decpt);
  }
  return neg ? "-" + out : out;
}

std::string dragon4_scientific(double v, FloatKind kind, int precision) {
  const bool neg = std::signbit(v);
  DecimalDigits d = v == 0 ? DecimalDigits{false, "0", 1} : shortest_digits(v, kind);
  if (precision >= 0 && static_cast<int>(d.digits.size()) - 1 > precision) {
    d = rounded_digits(std::fabs(v), precision + 1);
    strip_trailing_zeros(d.digits);
  }
  std::string out = (neg ? "-" : "") + d.digits.substr(0, 1) + "." + d.digits.substr(1);
  return out + exponent_text(v == 0 ? 0 : d.decpt - 1, 2);
}

NumpyElementFormat::NumpyElementFormat(const Tensor& t, const std::vector<int64_t>& shown,
                                       const NumpyPrintOptions& o, bool sign_plus)
    : t_(t), plus_(sign_plus) {
  zero_d_ = t.rank() == 0;
  const DType dt = t.dtype();
  if (is_complex(dt)) {
    // arrayprint.ComplexFloatingFormat: the real parts as floats, the imaginary parts with sign='+'.
    real_ = real_part(t);
    imag_ = imag_part(t);
    real_fmt_ = std::make_shared<NumpyElementFormat>(real_, shown, o, false);
    imag_fmt_ = std::make_shared<NumpyElementFormat>(imag_, shown, o, true);
    return;
  }
  if (is_integer(dt)) {
    if (shown.empty()) return;
    int64_t mx = t.as_int64(shown[0]), mn = mx;
    for (int64_t i : shown) {
      mx = std::max(mx, t.as_int64(i));
      mn = std::min(mn, t.as_int64(i));
    }
    int_width_ = std::max(std::to_string(mx).size(), std::to_string(mn).size());
    return;
  }
  if (!is_floating(dt)) return;

  // FloatingFormat.fillFormat
  kind_ = float_kind(dt);
  precision_ = o.precision;
  std::vector<double> finite;
  bool any_nonfinite = false, neginf = false;
  for (int64_t i : shown) {
    const double v = t.as_double(i);
    if (std::isfinite(v)) {
      finite.push_back(v);
    } else {
      any_nonfinite = true;
      if (std::isinf(v) && v < 0) neginf = true;
    }
  }
  double max_val = 0, min_val = 0;
  bool any_nonzero = false;
  for (double v : finite) {
    if (v == 0) continue;
    const double a = std::fabs(v);
    if (!any_nonzero) max_val = min_val = a;
    max_val = std::max(max_val, a);
    min_val = std::min(min_val, a);
    any_nonzero = true;
  }
  if (any_nonzero) {
    double cutoff = 1e8;
    if (!o.legacy_float_cutoffs) {
      // 10 ** min(8, np.finfo(dtype).precision): float16 3, float32 6, float64 15.
      cutoff = kind_ == FloatKind::Half ? 1e3 : kind_ == FloatKind::Single ? 1e6 : 1e8;
    }
    const double ratio = in_kind(max_val / min_val, kind_);
    exp_format_ = max_val >= in_kind(cutoff, kind_) ||
                  (!o.suppress && (min_val < in_kind(0.0001, kind_) || ratio > 1000.0));
  }

  if (finite.empty()) {
    pad_left_ = pad_right_ = 0;
  } else if (exp_format_) {
    int max_frac = 0, max_int = 0, max_exp = 0;
    for (double v : finite) {
      std::string ip, fp, ep;
      split_float_text(signed_text(v, dragon4_scientific(v, kind_, precision_)), ip, fp, ep);
      max_int = std::max(max_int, static_cast<int>(ip.size()));
      max_frac = std::max(max_frac, static_cast<int>(fp.size()));
      max_exp = std::max(max_exp, static_cast<int>(ep.size()));
    }
    exp_size_ = max_exp - 1;
    precision_ = max_frac;  // also min_digits: every value gets exactly this many digits
    pad_left_ = max_int;
    pad_right_ = exp_size_ + 2 + precision_;
  } else {
    for (double v : finite) {
      std::string ip, fp, ep;
      split_float_text(signed_text(v, dragon4_positional(v, kind_, precision_)), ip, fp, ep);
      pad_left_ = std::max(pad_left_, static_cast<int>(ip.size()));
      pad_right_ = std::max(pad_right_, static_cast<int>(fp.size()));
    }
  }
  if (any_nonfinite) {
    const int offset = pad_right_ + 1;
    // neginf = self.sign != '-' or any(data[isinf(data)] < 0)
    pad_left_ = std::max({pad_left_, 3 - offset, 3 + (neginf || plus_ ? 1 : 0) - offset});
  }
}

std::string NumpyElementFormat::format_float(double v) const {
  if (!std::isfinite(v)) {
    const std::string ret = std::isnan(v) ? (plus_ ? "+nan" : "nan") : (v < 0 ? "-inf" : plus_ ? "+inf" : "inf");
    const int pad = pad_left_ + pad_right_ + 1 - static_cast<int>(ret.size());
    return std::string(std::max(0, pad), ' ') + ret;
  }
  std::string ip, fp, ep;
  if (exp_format_) {
    // Dragon4 scientific with min_digits = precision: exactly `precision_` digits.
    const DecimalDigits d = rounded_digits(std::fabs(v), precision_ + 1);
    ip = (std::signbit(v) ? "-" : plus_ ? "+" : "") + d.digits.substr(0, 1);
    const int exp10 = v == 0 ? 0 : d.decpt - 1;
    std::string out = ip + "." + d.digits.substr(1) + exponent_text(exp10, exp_size_);
    const int lpad = pad_left_ - static_cast<int>(ip.size());
    return std::string(std::max(0, lpad), ' ') + out;
  }
  split_float_text(signed_text(v, dragon4_positional(v, kind_, precision_)), ip, fp, ep);
  const int lpad = pad_left_ - static_cast<int>(ip.size());
  const int rpad = pad_right_ - static_cast<int>(fp.size());
  return std::string(std::max(0, lpad), ' ') + ip + "." + fp + std::string(std::max(0, rpad), ' ');
}

std::string NumpyElementFormat::signed_text(double v, std::string text) const {
  if (plus_ && !std::signbit(v)) text.insert(0, "+");
  return text;
}

std::string NumpyElementFormat::operator()(int64_t i) const {
  const DType dt = t_.dtype();
  if (is_complex(dt)) {
    // ComplexFloatingFormat.__call__: the 'j' goes before the imaginary part's padding.
    const std::string r = (*real_fmt_)(i);
    std::string im = (*imag_fmt_)(i);
    size_t sp = im.size();
    while (sp > 0 && im[sp - 1] == ' ') --sp;
    im.insert(sp, "j");
    return r + im;
  }
  if (dt == DType::Bool) {
    if (t_.data<bool>()[i]) return zero_d_ ? "True" : " True";
    return "False";
  }
  if (dt == DType::String) return python_bytes_repr(t_.data<std::string>()[i]);
  if (is_integer(dt)) {
    std::string s = std::to_string(t_.as_int64(i));
    if (s.size() < int_width_) s.insert(0, int_width_ - s.size(), ' ');
    return s;
  }
  return format_float(t_.as_double(i));
}

}  // namespace tfplay::tensor
