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

}  // namespace tfplay::tf
