// tf.custom_gradient and tf.grad_pass_through (TF: tensorflow/python/ops/custom_gradient.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Runs their Python source (over the tape's record_operation and VariableWatcher) and sets
/// tf.custom_gradient and tf.grad_pass_through. Needs tf.nest, tf.identity_n and tf.identity.
void install_custom_gradient(const py::Ref& tf);

}  // namespace tfplay::tf
