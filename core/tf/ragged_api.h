// tf.RaggedTensor and tf.ragged.constant (tensorflow/python/ops/ragged/ragged_tensor.py,
// ragged_factory_ops.py), eager mode only: a RaggedTensor is `values` (a tf.Tensor or another
// RaggedTensor) split into rows by an int64 `row_splits` vector. Inside a tf.function they
// raise NotImplementedError.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.RaggedTensor and tf.ragged.constant on the tensorflow module `tf`.
void install_ragged(const py::Ref& tf);

}  // namespace tfplay::tf
