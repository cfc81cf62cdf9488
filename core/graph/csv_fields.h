// One CSV field as a typed value, shared by TF's two CSV kernels that tfplay emulates: DecodeCSV
// (tensorflow/core/kernels/decode_csv_op.cc, ops_decode_csv.cpp) and CSVDatasetV2
// (core/kernels/data/experimental/csv_dataset_op.cc, core/tf/data/csv_dataset.cpp). Both take a
// column's default for an empty or NA field and parse numbers with absl::SimpleAtoi /
// SimpleAtof / SimpleAtod; each words its own errors (only DecodeCSV names the record).
// The two kernels split records differently (DecodeCSV gets one record per string, CSVDataset
// reads a stream), so record splitting stays with each.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/tensor/tensor.h"

namespace tfplay::graph::csv {

enum class FieldStatus {
  Ok,           ///< the value (or the default) was written
  Missing,      ///< empty or NA with no default: "Field <i> is required but missing in record"
  Invalid,      ///< not a number of the column's type: "... is not a valid <type word>: <field>"
  Unsupported,  ///< the column's dtype is none of float32, float64, int32, int64, string
};

/// Writes field `field` of a column into element `index` of `out` (dtype: the column's, that of
/// `record_default`): the default's single element when the field is empty or equals
/// `na_value`, the field itself for strings, else the number it spells (surrounding whitespace
/// allowed, as absl's parsers strip it). `record_default` holds 0 elements (required) or 1.
FieldStatus field_to_output(std::string_view field, const tensor::Tensor& record_default, const std::string& na_value,
                            tensor::Tensor& out, int64_t index);

/// absl::SimpleAtoi (base 10, optional sign, whitespace around; false on overflow).
bool simple_atoi(std::string_view text, int64_t& out);
/// absl::SimpleAtod / SimpleAtof: decimal or "inf"/"nan" text (no hex), one optional leading
/// '+', whitespace around; out-of-range magnitudes become +-inf.
bool simple_atod(std::string_view text, double& out);
bool simple_atof(std::string_view text, float& out);

}  // namespace tfplay::graph::csv
