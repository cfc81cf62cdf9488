// `tf.print` / `tf.strings.format` value text: TF's C++ `Tensor::SummarizeValue(summarize,
// print_v2=true)` (tensorflow/core/framework/tensor.cc, PrintOneDimV2 / PrintDimSpacing).
//
//   scalar            -> the element alone: `5`, `2` (float 2.0), `1` (True), `"hi"`
//   vector            -> `[1 2 3]`; more than 2*summarize elements: `[0 1 2 ... 7 8 9]`
//   matrix            -> `[[1 2]\n [3 4]]`; rank 3 puts a blank line between blocks
//   summarize < 0     -> every element
//
// Element text (PrintOneElement with print_v2): integers in decimal, bool as 1/0 (AlphaNum
// has no bool constructor), strings double-quoted and C-escaped (absl::Utf8SafeCEscape),
// float/half via TF's legacy FloatToBuffer ("%.6g", "%.9g" if that does not round-trip:
// 1/3 -> 0.333333343), double via DoubleToBuffer ("%.15g" / "%.17g").
//
// Why the legacy float text (UNCONFIRMED for 2.20, reference §6.3): older tsl had its own
// strings::AlphaNum built on FloatToBuffer; the newest tsl aliases it to absl::AlphaNum
// (six significant digits, no fallback: 1/3 -> 0.333333) and adds `LegacyPrecision()` helpers
// for call sites that must keep the old round-trip output. The two agree on short values
// (2, 0.5, 1.5, 1e+10); we follow the legacy form, which the project chose, until a real
// TF 2.20 run says otherwise. `set_tfprint_float_style` switches it.
#pragma once

#include <cstdint>
#include <string>

#include "core/tensor/tensor.h"

namespace tfplay::tensor {

/// How float/half/double elements are written (see file comment).
enum class TfPrintFloatStyle { LegacyRoundTrip, AbslSixDigits };
void set_tfprint_float_style(TfPrintFloatStyle style);
TfPrintFloatStyle tfprint_float_style();

/// Tensor::SummarizeValue(summarize, /*print_v2=*/true).
std::string summarize_value(const Tensor& t, int64_t summarize);

/// Tensor::SummarizeValue(max_entries, /*print_v2=*/false), the text of Assert messages and
/// shape-function errors: `5`, `1 2 3`, `[1 2][3 4]`, `1 2 3...` when cut; strings unquoted
/// (PrintOneElement without print_v2). A negative max_entries means every element.
std::string summarize_value_v1(const Tensor& t, int64_t max_entries);

/// PrintOneElement(element i, print_v2=true).
std::string tfprint_element(const Tensor& t, int64_t i);

/// absl::Utf8SafeCEscape: \n \r \t \" \' \\ escaped, other non-printable ASCII as
/// three-digit octal, bytes >= 0x80 passed through.
std::string utf8_safe_c_escape(const std::string& s);
/// CEscape (absl) when `utf8_safe` is false: printable ASCII as is, \n \r \t \" \' \\ escaped,
/// every other byte as \ooo; with `utf8_safe`, bytes 0x80 and up pass through (Utf8SafeCEscape).
std::string c_escape(const std::string& s, bool utf8_safe);

}  // namespace tfplay::tensor
