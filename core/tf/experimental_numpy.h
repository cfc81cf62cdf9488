// tf.experimental.numpy's functions (TF 2.20 tensorflow/python/ops/numpy_ops/): array creation,
// elementwise math with NumPy's dtype promotion (Python floats give float64, Python ints int64),
// reductions and shape functions, each returning tf.Tensors. experimental_enable_numpy_behavior
// (legacy mode) gives tf.Tensor NumPy's operator promotion and methods for the rest of the run;
// NumPy-style advanced indexing then raises NotImplementedError.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/python/object.h"

namespace tfplay::tf {

/// The public member `name` of tf.experimental.numpy, or nullptr when tfplay does not define it
/// (the module's __getattr__ then raises NotImplementedError naming it); AttributeError for a
/// name TF's module does not have. Loads the module's Python source on first use in a run.
py::Ref experimental_numpy_member(const std::string& name);

/// Whether this run called experimental_enable_numpy_behavior (cheap until some run has).
bool numpy_behavior_enabled();

/// math_ops.maybe_promote_tensors under NumPy behaviour: both operands as tensors of
/// np.result_type's dtype (Python numbers weak); ValueError "Cannot determine dtype.  Got
/// sequence [...]." for a list or tuple operand.
std::pair<py::Ref, py::Ref> numpy_promote(const py::Ref& x, const py::Ref& y);

/// tf.experimental.numpy.<name>(*args) (Tensor.__matmul__ is its matmul under NumPy behaviour).
py::Ref numpy_call(const char* name, const std::vector<py::Ref>& args);

/// Installs the tf.Tensor NumPy methods hook (function/numpy_methods_hook.h).
void install_numpy_methods_hook();

}  // namespace tfplay::tf
