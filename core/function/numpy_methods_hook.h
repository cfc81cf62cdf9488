// The NumPy methods tf.experimental.numpy's NumPy behaviour adds to tf.Tensor (T, astype,
// reshape, ...; np_math_ops.enable_numpy_methods_on_tensor): the tensorflow module (core/tf)
// sets this hook, which tf.Tensor's __getattr__ asks before it raises.
#pragma once

#include <functional>
#include <string>

#include "core/python/object.h"

namespace tfplay::function {

/// The attribute `name` of tensor `self` under NumPy behaviour, or null when the run has not
/// enabled it (or `name` is no such method); unset until the tensorflow module is built.
std::function<py::Ref(const py::Ref& self, const std::string& name)>& numpy_methods_hook();

}  // namespace tfplay::function
