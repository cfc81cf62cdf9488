// The Python object behind tf.Variable as tf.function sees it: a DT_RESOURCE handle plus the
// variable's dtype, shape and trainability (TF's BaseResourceVariable). core/tf gives it its
// Python type and methods (variables.cpp); tf.function keys, feeds and rebuilds it.
#pragma once

#include <memory>
#include <string>

#include "core/python/object.h"
#include "core/tensor/dtype.h"
#include "core/tensor/tensor_shape.h"

namespace tfplay::graph {
class FuncGraph;
}

namespace tfplay::function {

struct VariableObject : py::NativeObject {
  /// A TensorObject of dtype resource: eager for a real variable; a graph placeholder for the
  /// stand-in of a variable argument while a tf.function traces (VariableSpec.placeholder_value).
  py::Ref handle;
  tensor::DType dtype = tensor::DType::Float32;
  tensor::TensorShape shape;
  bool trainable = true;
  /// `v.synchronization` / `v.aggregation`: the enum members tf.Variable validated (null: TF's
  /// defaults, VariableSynchronization.AUTO and VariableAggregation.NONE).
  py::Ref synchronization, aggregation;
  /// `v.name`: "Variable:0", "w:0", "scope/Variable:0"; "UnreadVariable" for what assign returns.
  std::string name;
  /// For an _UnreadVariable made by an assignment inside a trace: that assignment's node (its
  /// `.op`, what tf.control_dependencies waits for); -1 otherwise.
  std::shared_ptr<graph::FuncGraph> op_graph;
  int op_node = -1;
  /// Set on the variable tf.Variable(...) made (not on an _UnreadVariable or a trace's
  /// stand-in sharing its handle): when it is garbage collected its resource is deleted, as TF's
  /// EagerResourceDeleter destroys it.
  bool owns_resource = false;
  using NativeObject::NativeObject;
  ~VariableObject() override;
};

/// nullptr when `o` is not a variable.
inline VariableObject* as_variable(const py::Object* o) {
  return dynamic_cast<VariableObject*>(const_cast<py::Object*>(o));
}

}  // namespace tfplay::function

namespace tfplay::function {

/// The Python types: tf.Variable (tensorflow.python.ops.variables.Variable, what `tf.Variable`
/// names), its subclass BaseResourceVariable, and the two concrete classes TF instantiates:
/// ResourceVariable (tf.Variable(...)) and _UnreadVariable (what assign/assign_add/assign_sub
/// return). core/tf installs their methods.
py::TypeObject* variable_type();
py::TypeObject* base_resource_variable_type();
py::TypeObject* resource_variable_type();
py::TypeObject* unread_variable_type();

/// A variable object of `type` over `handle` (a resource TensorObject).
py::Ref make_variable(py::TypeObject* type, py::Ref handle, tensor::DType dtype, tensor::TensorShape shape, bool trainable,
                      std::string name);

/// The live tf.Variable (a ResourceVariable) whose handle holds `resource`, or nullptr
/// (ConcreteFunction.variables maps captured handles back to their variables).
py::Ref variable_of_resource(const void* resource);

}  // namespace tfplay::function
