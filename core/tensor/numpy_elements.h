// NumPy's per-element formatters for arrays (arrayprint.py BoolFormat, IntegerFormat,
// FloatingFormat, and `repr` for object arrays), plus Dragon4-style float text.
// Internal to format_numpy.cpp; exposed for unit tests.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/tensor/float_text.h"
#include "core/tensor/format_numpy.h"
#include "core/tensor/tensor.h"

namespace tfplay::tensor {

/// Dragon4 positional, unique digits cut at `precision` fractional digits, trim mode '.'
/// ("1.", "1.5", "0.33333333"); `precision < 0` means no cut.
std::string dragon4_positional(double v, FloatKind kind, int precision);
/// Dragon4 scientific, unique digits cut at `precision` fractional digits, trim '.'
/// ("1.e-05", "1.5e+10"), exponent at least two digits.
std::string dragon4_scientific(double v, FloatKind kind, int precision);

/// Formats the elements of one array the way arrayprint's format function does. It is
/// built from the elements that will be shown (all, or the summarized corners) so padding
/// widths match NumPy's.
class NumpyElementFormat {
 public:
  /// `sign_plus`: FloatingFormat's sign='+' (non-negative values get a '+'), which
  /// ComplexFloatingFormat uses for the imaginary parts.
  NumpyElementFormat(const Tensor& t, const std::vector<int64_t>& shown, const NumpyPrintOptions& o,
                     bool sign_plus = false);
  std::string operator()(int64_t flat_index) const;

 private:
  std::string format_float(double v) const;
  std::string signed_text(double v, std::string text) const;

  const Tensor& t_;
  bool plus_ = false;
  // Complex (ComplexFloatingFormat): the parts and one FloatingFormat for each.
  Tensor real_, imag_;
  std::shared_ptr<NumpyElementFormat> real_fmt_, imag_fmt_;
  // Bool / int
  bool zero_d_ = false;
  size_t int_width_ = 0;
  // Float (FloatingFormat state)
  FloatKind kind_ = FloatKind::Double;
  bool exp_format_ = false;
  int precision_ = 8;
  int pad_left_ = 0;
  int pad_right_ = 0;
  int exp_size_ = -1;
};

}  // namespace tfplay::tensor
