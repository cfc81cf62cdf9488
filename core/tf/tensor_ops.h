// Python operators on tf.Tensor.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds + - * / // % ** @ comparisons, unary operators, bool/int/float/format and iteration
/// to tf.Tensor. Idempotent per process.
void install_tensor_operators();

/// x / y with TF's true-division rules: integer inputs are cast to float64 (float32 for 8- and
/// 16-bit ints) before RealDiv (math_ops._truediv_python3).
py::Ref truediv(const py::Ref& x, const py::Ref& y);

}  // namespace tfplay::tf
