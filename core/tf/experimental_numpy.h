// tf.experimental.numpy's functions (TF 2.20 tensorflow/python/ops/numpy_ops/): array creation,
// elementwise math with NumPy's dtype promotion (Python floats give float64, Python ints int64),
// reductions and shape functions, each returning tf.Tensors. NumPy behaviour on tf.Tensor
// (experimental_enable_numpy_behavior) is not emulated and raises NotImplementedError.
#pragma once

#include <string>

#include "core/python/object.h"

namespace tfplay::tf {

/// The public member `name` of tf.experimental.numpy, or nullptr when tfplay does not define it
/// (the module's __getattr__ then raises NotImplementedError naming it). Loads the module's
/// Python source on first use in a run.
py::Ref experimental_numpy_member(const std::string& name);

}  // namespace tfplay::tf
