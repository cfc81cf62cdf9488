// tf.RaggedTensor and tf.ragged.constant (tensorflow/python/ops/ragged/ragged_tensor.py,
// ragged_factory_ops.py), eager mode only: a RaggedTensor is `values` (a tf.Tensor or another
// RaggedTensor) split into rows by an int64 `row_splits` vector. TF's ops on them (elementwise
// math, reductions, concat, indexing) are in ragged_ops.cpp. Inside a tf.function they raise
// NotImplementedError.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.RaggedTensor, tf.ragged.constant and tf.ragged.map_flat_values on the tensorflow
/// module `tf`, and routes RaggedTensor arguments of tf.add, tf.reduce_sum, tf.concat ... to
/// their ragged kernels.
void install_ragged(const py::Ref& tf);

/// Sets tf.ragged.range, row_splits_to_segment_ids, segment_ids_to_row_splits, boolean_mask and
/// stack (ragged_math_ops.cpp).
void install_ragged_math_ops(const py::Ref& tf);

/// True for a tf.RaggedTensor.
bool is_ragged_tensor(const py::Ref& value);

/// ragged_string_ops.ragged_tensor_to_string(rt, summarize), the text tf.print shows for a
/// RaggedTensor (its string_format dispatch): "[[1, 2], [3]]", each element as
/// tf.strings.as_string writes it (strings quoted, ' and \ escaped), and with summarize > 0 only
/// the first and last `summarize` rows of each dimension around "..." (-1: every row). Eager
/// only (NotImplementedError in a tf.function); ValueError for another summarize.
std::string ragged_tensor_to_string(const py::Ref& rt, int64_t summarize);

}  // namespace tfplay::tf
