// The user-extensible part of tf.convert_to_tensor (tensorflow/python/framework/
// tensor_conversion_registry.py convert): an object's `__tf_tensor__(dtype, name)` method
// (TF 2.13+), then the functions registered with tf.register_tensor_conversion_function, in
// priority order, before TF's own conversion of Python values (registered for `object` at
// priority 200, constant_tensor_conversion.py).
#pragma once

#include <optional>
#include <string>

#include "core/python/object.h"
#include "core/tensor/dtype.h"

namespace tfplay::tf {

/// Converts `value` by `__tf_tensor__` or a registered conversion function; nullptr when neither
/// applies (the caller converts it as TF's built-in functions do). `name` is the name the caller
/// passes to convert_to_tensor (nullopt: None). `preferred` is dtype_hint, tried first and
/// dropped when the function raises TypeError or ValueError. Raises TF's RuntimeError when a
/// registered function returns a non-Tensor or another dtype, and NotImplementedError when
/// `__tf_tensor__` returns something tfplay cannot treat as a tensor.
py::Ref convert_by_registry(const py::Ref& value, std::optional<tensor::DType> dtype, std::optional<tensor::DType> preferred,
                            const std::optional<std::string>& name);

/// Sets tf.register_tensor_conversion_function(base_type, conversion_func, priority=100).
void install_conversion_registry(const py::Ref& tf);

}  // namespace tfplay::tf
