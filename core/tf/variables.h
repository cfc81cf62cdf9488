// tf.Variable (tensorflow/python/ops/variables.py, resource_variable_ops.py), tf.init_scope and
// tf.name_scope (tensorflow/python/framework/ops.py).
#pragma once

#include <optional>

#include "core/python/object.h"
#include "core/tensor/dtype.h"

namespace tfplay::tf {

/// Gives the tf.Variable classes (core/function/variable_object.h) their methods and sets
/// `tf.Variable`, `tf.init_scope`, `tf.name_scope` on the module. Idempotent per process for the
/// methods.
void install_variables(const py::Ref& tf);

/// tf.VariableSynchronization (AUTO, NONE, ON_WRITE, ON_READ = 0..3), tf.VariableAggregation
/// (variables.VariableAggregationV2: NONE, SUM, MEAN, ONLY_FIRST_REPLICA = 0..3) and the v1
/// VariableAggregation a variable created without `aggregation` reports (variables.py).
py::TypeObject* variable_synchronization_type();
py::TypeObject* variable_aggregation_type();
py::TypeObject* variable_aggregation_v1_type();

/// True for a tf.Variable (any of its classes).
bool is_variable(const py::Object* o);

/// Whether `o` is a tensor, a Python int, float or bool, or None: objects whose class alone says
/// they are no variable and no NumPy array. Every op checks its arguments for both, and a failed
/// dynamic_cast compares type names along the whole class hierarchy.
bool is_tensor_or_python_scalar(const py::Object* o);

/// BaseResourceVariable._dense_var_to_tensor: the variable's value (ReadVariableOp), as
/// tf.convert_to_tensor and every op input see it. A `dtype` the variable does not have raises
/// ValueError "Incompatible type conversion requested to type int32 for `tf.Variable of type
/// float32. (Variable: <repr>)".
py::Ref variable_to_tensor(const py::Ref& variable, std::optional<tensor::DType> dtype = std::nullopt);

}  // namespace tfplay::tf
