// Floating-point to text conversions that TF, NumPy and Python each do their own way.
//
// * Shortest round-trip digits (NumPy's Dragon4 "unique" mode, Python's repr): computed by
//   trying increasing precisions with snprintf("%.*e") until the text parses back to the
//   same value *in the value's own type* (float16, float32 or float64). std::to_chars
//   would do this directly, but Emscripten 3.1.6's libc++ lacks floating-point to_chars.
// * TF's legacy FloatToBuffer / DoubleToBuffer (tsl/platform/numbers.cc): "%.6g"
//   ("%.15g" for double), retried with "%.9g" ("%.17g") when that does not round-trip.
#pragma once

#include <string>

#include "core/tensor/dtype.h"

namespace tfplay::tensor {

/// Which IEEE format a value's shortest digits must round-trip in.
enum class FloatKind { Half, Single, Double };

/// FloatKind of a floating dtype (Float16/32/64).
FloatKind float_kind(DType dt);

/// Decimal digits of a finite value: value = 0.DIGITS x 10^decpt. E.g. 0.015 -> digits "15",
/// decpt -1; zero -> digits "0", decpt 1.
struct DecimalDigits {
  bool negative = false;
  std::string digits;
  int decpt = 0;
};

/// Shortest digits that round-trip in `kind` (finite values only).
DecimalDigits shortest_digits(double value, FloatKind kind);

/// Digits of the exact binary value rounded (half-even) to exactly `ndigits` significant
/// digits, trailing zeros kept (NumPy's `min_digits` padding uses real digits, not zeros).
DecimalDigits rounded_digits(double value, int ndigits);

/// Python `repr(float(v))`: "0.1", "1.0", "1e-05", "1e+16", "inf", "nan", "-0.0".
/// `kind` selects which type's shortest digits are used (Double for Python floats).
std::string python_float_repr(double value, FloatKind kind = FloatKind::Double);

/// TF's legacy `FloatToBuffer(float)`: "%.6g", or "%.9g" if that does not round-trip.
std::string tf_float_to_buffer(float value);
/// TF's legacy `DoubleToBuffer(double)`: "%.15g", or "%.17g" if that does not round-trip.
std::string tf_double_to_buffer(double value);

}  // namespace tfplay::tensor
