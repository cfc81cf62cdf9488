// tf.strings functions over the string ops of core/graph/ops_string.cpp (TF:
// tensorflow/python/ops/string_ops.py, ragged/ragged_string_ops.py, parsing_ops.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets split, bytes_split, unicode_decode, unicode_split (UTF-8), to_number, as_string, format,
/// substr, reduce_join, regex_replace, regex_full_match and the to_hash_bucket* functions on
/// tf.strings (and tf.as_string).
void install_strings(const py::Ref& tf);

}  // namespace tfplay::tf
