// `instance.method` for a tf.function defined in a class body: the bound method and its wrapper
// that polymorphic_function.class_method_to_instance_method builds (TF 2.20), with the method
// bound to a TfMethodTarget (tensorflow/python/eager/polymorphic_function/tf_method_target.py).
#pragma once

#include <utility>

#include "core/python/object.h"

namespace tfplay::function {

/// class_method_to_instance_method(original_function, instance) before it makes the Function:
///  - first: `bound_method`, types.MethodType(python_function, TfMethodTarget(weakref(instance),
///    python_function)), which the per-instance Function carries as __wrapped__ (its repr is
///    `<bound method C.f of <...TfMethodTarget object at 0x...>>`);
///  - second: `bound_method_wrapper` after tf_decorator.make_decorator(bound_method, ...), the
///    per-instance Function's python_function: a Python function named like the method
///    (`<function C.f at 0x...>`), signature without `self`, which calls python_function with
///    the instance first (or its replaced __wrapped__ as AutoGraph's rewrap would).
/// Raises what TF raises for a `python_function` that cannot be weakly referenced (TypeError).
std::pair<py::Ref, py::Ref> instance_method_pieces(const py::Ref& python_function, const py::Ref& instance);

}  // namespace tfplay::function
