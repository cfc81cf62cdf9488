#include "core/tensor/float_text.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/tensor/half.h"

namespace tfplay::tensor {

namespace {

// Parses snprintf's "%.*e" output ("-1.2345e-05") into digits and decimal point position.
DecimalDigits parse_e_format(const char* buf) {
  DecimalDigits d;
  const char* p = buf;
  if (*p == '-') {
    d.negative = true;
    ++p;
  }
  while (*p && *p != 'e') {
    if (*p != '.') d.digits.push_back(*p);
    ++p;
  }
  const int exp10 = (*p == 'e') ? std::atoi(p + 1) : 0;
  d.decpt = exp10 + 1;
  return d;
}

bool round_trips(const char* text, double value, FloatKind kind) {
  switch (kind) {
    case FloatKind::Double: return std::strtod(text, nullptr) == value;
    case FloatKind::Single: return std::strtof(text, nullptr) == static_cast<float>(value);
    case FloatKind::Half:
      return round_to_half(std::strtof(text, nullptr)) == static_cast<float>(value);
  }
  return false;
}

std::string exponent_suffix(int exp10) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "e%c%02d", exp10 < 0 ? '-' : '+', exp10 < 0 ? -exp10 : exp10);
  return buf;
}

}  // namespace

FloatKind float_kind(DType dt) {
  switch (dt) {
    case DType::Float16: return FloatKind::Half;
    case DType::Float32: return FloatKind::Single;
    default: return FloatKind::Double;
  }
}

DecimalDigits shortest_digits(double value, FloatKind kind) {
  // At each length the correctly rounded digits, else a neighbour one unit away in the last
  // digit that reads back as the value (next to a power of two the values below are twice as
  // close: 2**-24 as a double is 5.960464477539063e-08, its rounded 16 digits ...062 are
  // another double), as the shortest-digits algorithms (Python's repr, numpy's Dragon4) find.
  char buf[64];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buf, sizeof buf, "%.*e", precision - 1, value);
    if (round_trips(buf, value, kind) || precision == 17) break;
    DecimalDigits rounded = parse_e_format(buf);
    const long long base = std::atoll(rounded.digits.c_str());
    const int low = rounded.decpt - 1 - (precision - 1);  // the exponent of the last digit
    for (long long candidate : {base + 1, base - 1}) {
      if (candidate <= 0) continue;
      char probe[64];
      std::snprintf(probe, sizeof probe, "%s%llde%d", rounded.negative ? "-" : "", candidate, low);
      if (!round_trips(probe, value, kind)) continue;
      DecimalDigits d;
      d.negative = rounded.negative;
      d.digits = std::to_string(candidate);
      d.decpt = low + static_cast<int>(d.digits.size());
      while (d.digits.size() > 1 && d.digits.back() == '0') d.digits.pop_back();
      return d;
    }
  }
  DecimalDigits d = parse_e_format(buf);
  // Drop trailing zeros (keep one digit for zero).
  while (d.digits.size() > 1 && d.digits.back() == '0') d.digits.pop_back();
  if (d.digits == "0") d.decpt = 1;
  return d;
}

DecimalDigits rounded_digits(double value, int ndigits) {
  char buf[512];
  std::snprintf(buf, sizeof buf, "%.*e", ndigits > 0 ? ndigits - 1 : 0, value);
  DecimalDigits d = parse_e_format(buf);
  if (value == 0) d.decpt = 1;
  return d;
}

std::string python_float_repr(double value, FloatKind kind) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
  const DecimalDigits d = shortest_digits(value, kind);
  const std::string& dig = d.digits;
  const int n = static_cast<int>(dig.size());
  std::string out = (d.negative || std::signbit(value)) ? "-" : "";
  if (d.decpt > -4 && d.decpt <= 16) {  // CPython format_float_short, repr mode
    if (d.decpt <= 0) {
      out += "0." + std::string(-d.decpt, '0') + dig;
    } else if (d.decpt >= n) {
      out += dig + std::string(d.decpt - n, '0') + ".0";
    } else {
      out += dig.substr(0, d.decpt) + "." + dig.substr(d.decpt);
    }
  } else {
    out += dig.substr(0, 1);
    if (n > 1) out += "." + dig.substr(1);
    out += exponent_suffix(d.decpt - 1);
  }
  return out;
}

std::string tf_float_to_buffer(float value) {
  if (std::isnan(value)) return std::signbit(value) ? "-nan" : "nan";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*g", 6, static_cast<double>(value));
  if (std::strtof(buf, nullptr) != value) {
    std::snprintf(buf, sizeof buf, "%.*g", 9, static_cast<double>(value));
  }
  return buf;
}

std::string tf_double_to_buffer(double value) {
  if (std::isnan(value)) return std::signbit(value) ? "-nan" : "nan";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*g", 15, value);
  if (std::strtod(buf, nullptr) != value) std::snprintf(buf, sizeof buf, "%.*g", 17, value);
  return buf;
}

}  // namespace tfplay::tensor
