// tf.sets (TF: tensorflow/python/ops/sets_impl.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Runs tf.sets' Python source and sets the module on `tf`. Needs tf.SparseTensor and tf.raw_ops.
void install_sets(const py::Ref& tf);

}  // namespace tfplay::tf
